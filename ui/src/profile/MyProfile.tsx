import { ShieldCheck } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import type { DataRecord, FieldMeta, Lang } from '../api/types';
import { Avatar } from '../components/Avatar';
import { Spinner } from '../components/Spinner';
import { useSession } from '../stores/session';
import { useModel } from '../stores/useModel';
import { DisplayValue } from '../widgets/display/registry';
import { PageHeading } from './ProfilePanel';

// The user record's fields shown here, by name; labels and value display come from the user
// model's metadata, so they read in the user's language like every other screen.
const FIELDS = ['englishName', 'chineseName', 'email', 'mobile', 'team', 'title', 'user_type', 'lang'];
const LINKS = ['team', 'title'];

/** My Profile: the signed-in user's own record, read-only. Without access to the user record
 * (or before it loads) it shows what the session knows. */
export function MyProfile() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const user = useSession((s) => s.user)!;
  const { meta } = useModel('user');
  const [record, setRecord] = useState<DataRecord>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let stale = false;
    api.record('user', user.id, LINKS).then((r) => { if (!stale) setRecord(r); }, () => { if (!stale) setFailed(true); });
    return () => { stale = true; };
  }, [user.id]);
  const fields = useMemo(() => {
    const byName = new Map((meta?.fields ?? []).map((f) => [f.name, f]));
    return FIELDS.map((n) => byName.get(n)).filter((f): f is FieldMeta => !!f);
  }, [meta]);
  const typeField = fields.find((f) => f.name === 'user_type');
  const email = (record?.email as string | undefined) ?? user.email;

  return (
    <div className="max-w-2xl">
      <PageHeading title={t('profile.myProfile')} hint={t('profile.myProfileHint')} />
      <div className="overflow-hidden rounded-xl bg-white ring-1 ring-slate-200">
        <div className="h-16 bg-gradient-to-r from-brand-600 to-brand-700" aria-hidden />
        <div className="px-6 pb-5">
          <div className="-mt-8 flex items-end justify-between gap-4">
            <Avatar name={user.__name__} size="lg" />
            <div className="flex flex-wrap justify-end gap-2 pb-1">
              {typeField && record?.user_type != null && (
                <span className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700"><DisplayValue value={record.user_type} field={typeField} lang={lang} /></span>
              )}
              {user.isAdmin && (
                <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-700 ring-1 ring-brand-200">
                  <ShieldCheck className="size-3.5" aria-hidden />{t('profile.admin')}
                </span>
              )}
            </div>
          </div>
          <p className="mt-3 truncate text-lg font-semibold text-slate-900">{user.__name__}</p>
          {email && <p className="truncate text-sm text-slate-500">{email}</p>}
        </div>
        <dl className="grid grid-cols-1 gap-x-8 gap-y-5 border-t border-slate-100 px-6 py-5 sm:grid-cols-2">
          {record && fields.map((f) => (
            <div key={f.name} className="min-w-0">
              <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{f.label_value}</dt>
              <dd className="mt-1 truncate text-sm text-slate-900"><DisplayValue value={record[f.name]} field={f} lang={lang} /></dd>
            </div>
          ))}
          {!record && !failed && <div className="col-span-full flex justify-center py-4"><Spinner className="size-5" /></div>}
          {!record && failed && (
            <>
              <div><dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{t('profile.name')}</dt><dd className="mt-1 text-sm text-slate-900">{user.__name__}</dd></div>
              <div><dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{t('profile.language')}</dt><dd className="mt-1 text-sm text-slate-900">{t(`language.${user.lang}`)}</dd></div>
            </>
          )}
          <div className="min-w-0">
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{t('profile.adminField')}</dt>
            <dd className="mt-1 text-sm text-slate-900">{user.isAdmin ? t('profile.yes') : t('profile.no')}</dd>
          </div>
        </dl>
      </div>
    </div>
  );
}
