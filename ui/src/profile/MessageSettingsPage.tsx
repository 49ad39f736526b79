import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type MessageType } from '../api/endpoints';
import { ErrorState } from '../components/ErrorState';
import { Spinner } from '../components/Spinner';
import { useToasts } from '../components/Toasts';
import { PageHeading } from './ProfilePanel';

/** System Notification (profile:message): one switch per message type the user may
 * configure (the tenant's HT or HR types); a switch saves at once. */
export function MessageSettingsPage() {
  const { t } = useTranslation();
  const push = useToasts((s) => s.push);
  const [types, setTypes] = useState<MessageType[]>();
  const [values, setValues] = useState<Record<string, boolean>>({});
  const [error, setError] = useState<unknown>();
  const [saving, setSaving] = useState<string>();

  const load = () => {
    setError(undefined);
    Promise.all([api.messageTypes(), api.messageSettings()]).then(([ts, vs]) => { setTypes(ts); setValues(vs); }, setError);
  };
  useEffect(load, []);

  async function toggle(code: string) {
    const on = !(values[code] ?? true);
    setSaving(code);
    try {
      setValues(await api.saveMessageSettings({ [code]: on }));
    } catch (e) {
      push('error', e instanceof Error ? e.message : String(e));
    } finally {
      setSaving(undefined);
    }
  }

  return (
    <div className="max-w-lg">
      <PageHeading title={t('profile.message')} hint={t('profile.messageHint')} />
      {error !== undefined && <ErrorState error={error} onRetry={load} />}
      {types === undefined && error === undefined && <Spinner />}
      <ul className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
        {types?.map((mt) => {
          const on = values[mt.id] ?? true;
          return (
            <li key={mt.id} className="flex items-center gap-3 px-4 py-3">
              <span className="size-2 rounded-full" style={{ backgroundColor: mt.color ?? '#64748b' }} aria-hidden />
              <span className="flex-1 text-sm text-slate-800" id={`mt-${mt.id}`}>{mt.name}</span>
              <button type="button" role="switch" aria-checked={on} aria-labelledby={`mt-${mt.id}`} disabled={saving === mt.id}
                onClick={() => void toggle(mt.id)}
                className={`relative inline-flex h-5 w-9 shrink-0 items-center rounded-full transition-colors disabled:opacity-60 ${on ? 'bg-brand-600' : 'bg-slate-300'}`}>
                <span className={`inline-block size-4 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-4' : 'translate-x-0.5'}`} />
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
