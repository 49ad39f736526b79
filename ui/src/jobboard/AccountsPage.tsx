// Channel Management (spec 002's /account page of the HR client type; Settings → Channel
// Management, #system-setting/list?type=account, or #account): the bound job-board accounts,
// every account of the tenant for an administrator, his own for anyone else (the server
// decides), with Revoke.
import { Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../api/types';
import { Alert } from '../components/Alert';
import { Button } from '../components/Button';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { EmptyState } from '../components/EmptyState';
import { Spinner } from '../components/Spinner';
import { useToasts } from '../components/Toasts';
import { formatDateTime } from '../i18n/format';
import { fetchAccounts, revokeAccount, type Account } from './api';
import { useBoardsStore } from './boards';
import './i18n';
import { siteLabel } from './sites';

export default function AccountsPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const [list, setList] = useState<Account[]>();
  const [failed, setFailed] = useState(false);
  const [site, setSite] = useState('');
  const [revoking, setRevoking] = useState<Account | null>(null);
  const [message, setMessage] = useState('');
  const load = () => {
    setFailed(false);
    fetchAccounts(site || undefined).then(setList, () => { setList([]); setFailed(true); });
  };
  useEffect(load, [site]); // eslint-disable-line react-hooks/exhaustive-deps
  const sites = [...new Set((list ?? []).map((a) => a.site).concat(site ? [site] : []))].sort();
  const date = (iso: string) => (iso && !iso.startsWith('0001-') ? formatDateTime(iso, lang) : '–');

  async function revoke(a: Account) {
    setRevoking(null);
    setMessage('');
    try {
      await revokeAccount(a.id);
      useToasts.getState().push('success', t('jobboard.accounts.revoked'));
      setList((l) => l?.filter((x) => x.id !== a.id));
      void useBoardsStore.getState().reload();
    } catch (e) {
      setMessage(e instanceof Error ? e.message : String(e));
    }
  }

  return (
    <div className="min-h-0 flex-1 overflow-auto">
      <div className="mx-auto max-w-6xl space-y-5 px-4 py-6 md:px-6" data-testid="jobboard-accounts">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="min-w-0">
            <h2 className="text-lg font-semibold text-slate-900">{t('jobboard.accounts.title')}</h2>
            <p className="text-sm text-slate-500">{t('jobboard.accounts.hint')}</p>
          </div>
          <label className="flex items-center gap-2 text-sm text-slate-600">
            <span>{t('jobboard.accounts.site')}</span>
            <select value={site} onChange={(e) => setSite(e.target.value)} data-testid="jobboard-accounts-site"
              className="rounded-lg border border-slate-300 bg-white px-2.5 py-1.5 text-sm">
              <option value="">{t('jobboard.accounts.allSites')}</option>
              {sites.map((s) => <option key={s} value={s}>{siteLabel(s, t)}</option>)}
            </select>
          </label>
        </div>
        {message && <Alert tone="error">{message}</Alert>}
        {failed && <Alert tone="error">{t('jobboard.accounts.loadFailed')}</Alert>}
        {!list ? <div className="flex justify-center py-10"><Spinner /></div>
          : list.length === 0 ? (!failed && <EmptyState title={t('jobboard.accounts.empty')} />)
            : (<>
              <table className="hidden w-full overflow-hidden rounded-xl bg-white text-sm shadow-sm ring-1 ring-slate-200 md:table">
                <thead className="bg-slate-50 text-left text-xs font-medium uppercase tracking-wide text-slate-500">
                  <tr>
                    <th className="whitespace-nowrap px-4 py-2.5">{t('jobboard.accounts.site')}</th>
                    <th className="whitespace-nowrap px-4 py-2.5">{t('jobboard.accounts.user')}</th>
                    <th className="whitespace-nowrap px-4 py-2.5">{t('jobboard.accounts.account')}</th>
                    <th className="whitespace-nowrap px-4 py-2.5">{t('jobboard.accounts.boundAt')}</th>
                    <th className="whitespace-nowrap px-4 py-2.5">{t('jobboard.accounts.expiresAt')}</th>
                    <th className="whitespace-nowrap px-4 py-2.5"><span className="sr-only">{t('jobboard.accounts.revoke')}</span></th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {list.map((a) => (
                    <tr key={a.id} data-account={a.id} data-site={a.site}>
                      <td className="whitespace-nowrap px-4 py-3 font-medium text-slate-900">{siteLabel(a.site, t)}</td>
                      <td className="whitespace-nowrap px-4 py-3 text-slate-700">{a.user_name || `#${a.user_id}`}</td>
                      <td className="px-4 py-3 text-slate-700">
                        <div>{a.name || a.provider_uid || '–'}</div>
                        {a.company && <div className="text-xs text-slate-500">{a.company}{a.title ? ` · ${a.title}` : ''}</div>}
                      </td>
                      <td className="whitespace-nowrap px-4 py-3 tabular-nums text-slate-600">{date(a.bound_at)}</td>
                      <td className="whitespace-nowrap px-4 py-3 tabular-nums text-slate-600">{date(a.expires_at)}</td>
                      <td className="px-4 py-3 text-right">
                        <Button variant="ghost" className="text-red-600 hover:bg-red-50 hover:text-red-700" onClick={() => setRevoking(a)} data-testid="jobboard-revoke"><Trash2 className="size-4" aria-hidden />{t('jobboard.accounts.revoke')}</Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <ul className="space-y-3 md:hidden">
                {list.map((a) => (
                  <li key={a.id} data-account={a.id} data-site={a.site} className="rounded-xl bg-white p-4 text-sm shadow-sm ring-1 ring-slate-200">
                    <div className="flex items-start justify-between gap-3">
                      <div className="min-w-0">
                        <p className="font-medium text-slate-900">{siteLabel(a.site, t)} · {a.user_name || `#${a.user_id}`}</p>
                        <p className="text-slate-700">{a.name || a.provider_uid || '–'}{a.company ? ` · ${a.company}` : ''}</p>
                      </div>
                      <Button variant="ghost" className="text-red-600 hover:bg-red-50 hover:text-red-700" onClick={() => setRevoking(a)} aria-label={t('jobboard.accounts.revoke')}><Trash2 className="size-4" aria-hidden /></Button>
                    </div>
                    <dl className="mt-2 grid grid-cols-2 gap-x-3 text-xs text-slate-500">
                      <dt>{t('jobboard.accounts.boundAt')}</dt><dt>{t('jobboard.accounts.expiresAt')}</dt>
                      <dd className="tabular-nums text-slate-700">{date(a.bound_at)}</dd><dd className="tabular-nums text-slate-700">{date(a.expires_at)}</dd>
                    </dl>
                  </li>
                ))}
              </ul>
            </>)}
      </div>
      {revoking && (
        <ConfirmDialog danger confirmLabel={t('jobboard.accounts.revoke')} onCancel={() => setRevoking(null)} onConfirm={() => void revoke(revoking)}
          message={t('jobboard.accounts.confirm', { user: revoking.user_name || `#${revoking.user_id}`, site: siteLabel(revoking.site, t), account: revoking.name || revoking.provider_uid || '' })} />
      )}
    </div>
  );
}
