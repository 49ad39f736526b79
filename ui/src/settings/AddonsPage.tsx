// Settings → Add-ons (#system-setting/list?type=addons, administrators): the plugins the server
// has, each with an on/off switch for the tenant. A plugin brings models, menu entries, tabs
// and screens, so after a switch the page loads again: the configuration (which modules are
// on), the navigation and the metadata are read afresh and its screens appear or go.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pluginApi, type PluginInfo } from '../api/pluginEndpoints';
import { Alert } from '../components/Alert';
import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import { Spinner } from '../components/Spinner';
import type { SectionProps } from '../modules/registry';

const reloadPage = () => window.location.reload();

/** reload: how the app loads again after a switch (the whole page; tests give their own). */
export default function AddonsPage({ reload = reloadPage }: Partial<SectionProps> & { reload?: () => void }) {
  const { t } = useTranslation();
  const [list, setList] = useState<PluginInfo[]>();
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState('');
  const [message, setMessage] = useState<string>();
  const [done, setDone] = useState<string>();
  const load = () => {
    setError(undefined);
    pluginApi.list().then(setList, setError);
  };
  useEffect(load, []);

  async function turn(p: PluginInfo) {
    setBusy(p.name);
    setMessage(undefined);
    try {
      await pluginApi.turn(p.name, !p.on);
      setList((l) => l?.map((x) => (x.name === p.name ? { ...x, on: !p.on } : x)));
      setDone(t(p.on ? 'settings.addons.turnedOff' : 'settings.addons.turnedOn', { name: p.label || p.name }));
      reload();
    } catch (e) {
      setMessage(e instanceof Error ? e.message : String(e));
      setBusy('');
    }
  }

  if (error) return <ErrorState error={error} onRetry={load} />;
  return (
    <div className="min-h-0 flex-1 overflow-auto">
      <div className="mx-auto max-w-3xl space-y-5 px-4 py-6 md:px-6">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{t('settings.addons.title')}</h2>
          <p className="text-sm text-slate-500">{t('settings.addons.hint')}</p>
        </div>
        {message && <Alert tone="error">{message}</Alert>}
        {done && <Alert tone="success">{done}</Alert>}
        {!list ? <div className="flex justify-center py-10"><Spinner /></div>
          : list.length === 0 ? <EmptyState title={t('settings.addons.empty')} />
            : (
              <ul aria-label={t('settings.addons.title')} className="divide-y divide-slate-100 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
                {list.map((p) => (
                  <li key={p.name} data-plugin={p.name} className="flex items-start gap-4 px-4 py-4">
                    <div className="min-w-0 flex-1">
                      <p className="text-sm font-medium text-slate-900">
                        {p.label || p.name}{p.label && p.label !== p.name && <span className="ml-2 font-mono text-xs text-slate-400">{p.name}</span>}
                      </p>
                      {p.description && <p className="mt-0.5 text-sm text-slate-500">{p.description}</p>}
                    </div>
                    <span className={`mt-0.5 text-xs font-medium ${p.on ? 'text-emerald-700' : 'text-slate-500'}`} aria-hidden>{p.on ? t('settings.addons.on') : t('settings.addons.off')}</span>
                    <button type="button" role="switch" aria-checked={p.on} aria-label={p.label || p.name} disabled={busy !== ''}
                      onClick={() => void turn(p)}
                      className={`relative mt-0.5 inline-flex h-5 w-9 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60 ${p.on ? 'bg-brand-600' : 'bg-slate-300'}`}>
                      <span className={`inline-block size-4 rounded-full bg-white shadow transition-transform ${p.on ? 'translate-x-4' : 'translate-x-0.5'}`} />
                    </button>
                  </li>
                ))}
              </ul>
            )}
      </div>
    </div>
  );
}
