import { Download, Upload } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import type { MetaPackage } from '../api/studioTypes';
import type { Lang } from '../api/types';
import { Alert } from '../components/Alert';
import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import { Spinner } from '../components/Spinner';
import { useToasts } from '../components/Toasts';
import { useModelMeta } from '../stores/modelMeta';
import { useNavbar } from '../stores/navbar';

/** Settings → Model packages (#system-setting/list?type=packages): the installed packages,
 * Install (a .json bundle; a refusal shows the server's message as is) and Export. After an
 * install the header's navigation and the cached model metadata are read again, so the new
 * models, and what the package adds to others, show at once. */
export function PackagesPage() {
  const { t, i18n } = useTranslation();
  const push = useToasts((s) => s.push);
  const [list, setList] = useState<MetaPackage[]>();
  const [error, setError] = useState<unknown>();
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const [names, setNames] = useState<Record<number, string>>({});
  const load = () => {
    setError(undefined);
    api.metaPackages().then(setList).catch(setError);
  };
  useEffect(load, []);
  // The server names the installer by id: read their names once per list.
  useEffect(() => {
    const ids = [...new Set((list ?? []).map((p) => p.installed_by).filter((v): v is number => typeof v === 'number'))];
    if (!ids.length) return;
    let live = true;
    api.list('user', { gql: `id__s=${ids.join(',')}`, page: 1, paginate_by: ids.length })
      .then((page) => live && setNames(Object.fromEntries(page.list.map((u) => [u.id, String(u.__name__ ?? u.id)]))))
      .catch(() => undefined); // the id stays shown
    return () => { live = false; };
  }, [list]);

  async function install(file: File) {
    setBusy(true);
    setMessage(undefined);
    try {
      const done = await api.installMetaPackage(await file.text());
      push('success', t('studio.packages.installed', { name: done.name || file.name, models: done.models.join(', ') }));
      load();
      // A package may extend models already on screen (a tab on candidate): read them again too.
      await Promise.all([useNavbar.getState().refresh(), useModelMeta.getState().refreshAll(i18n.language as Lang)]);
    } catch (e) {
      setMessage(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = ''; // the same file may be chosen again
    }
  }

  const label = (p: MetaPackage) => (typeof p.label === 'string' ? p.label : p.label?.[i18n.language as Lang] ?? p.label?.en) || p.name;
  const by = (p: MetaPackage) => {
    const v = p.installed_by;
    if (v && typeof v === 'object') return v.__name__;
    if (typeof v === 'number') return names[v] ?? `#${v}`;
    return v ?? '';
  };
  const at = (p: MetaPackage) => (p.installed_at ? new Date(p.installed_at).toLocaleString(i18n.language.replace('_', '-')) : '');

  if (error) return <ErrorState error={error} onRetry={load} />;
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex flex-wrap items-center gap-3 border-b border-slate-200 px-6 py-3">
        <h2 className="mr-auto text-base font-semibold text-slate-900">{t('studio.packages.title')}</h2>
        <label className={`inline-flex cursor-pointer items-center gap-1.5 rounded-lg bg-brand-600 px-3 py-2 text-sm font-medium text-white shadow-sm hover:bg-brand-700 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600 ${busy ? 'pointer-events-none opacity-60' : ''}`}>
          <Upload className="size-4" aria-hidden />{busy ? t('studio.packages.installing') : t('studio.packages.install')}
          <input ref={input} type="file" accept=".json,application/json" aria-label={t('studio.packages.file')} disabled={busy} className="sr-only"
            onChange={(e) => { const f = e.target.files?.[0]; if (f) void install(f); }} />
        </label>
      </div>
      <div className="min-h-0 flex-1 overflow-auto px-6 py-4">
        {message && <div className="mb-3"><Alert tone="error">{message}</Alert></div>}
        {!list ? <div className="flex justify-center py-10"><Spinner /></div> : list.length === 0 ? <EmptyState title={t('studio.packages.empty')} /> : (
          <table className="min-w-full divide-y divide-slate-200 text-sm ring-1 ring-slate-200" aria-label={t('studio.packages.list')}>
            <thead className="bg-slate-50 text-left text-xs font-medium uppercase tracking-wide text-slate-500">
              <tr>{(['name', 'version', 'models', 'installedAt', 'installedBy', 'export'] as const).map((c) => <th key={c} scope="col" className="px-3 py-2">{t(`studio.packages.col.${c}`)}</th>)}</tr>
            </thead>
            <tbody className="divide-y divide-slate-100 bg-white text-slate-700">
              {list.map((p) => (
                <tr key={p.name} data-package={p.name}>
                  <td className="px-3 py-2"><span className="font-medium text-slate-900">{label(p)}</span>{label(p) !== p.name && <span className="ml-2 font-mono text-xs text-slate-400">{p.name}</span>}</td>
                  <td className="px-3 py-2 font-mono text-xs">{p.version}</td>
                  <td className="px-3 py-2">{p.models.join(', ')}</td>
                  <td className="px-3 py-2">{at(p)}</td>
                  <td className="px-3 py-2">{by(p)}</td>
                  <td className="px-3 py-2">
                    <a href={api.metaPackageExportUrl(p.name)} download={`${p.name}.json`} aria-label={t('studio.packages.exportNamed', { name: label(p) })}
                      className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600">
                      <Download className="size-3.5" aria-hidden />{t('studio.packages.export')}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </div>
  );
}
