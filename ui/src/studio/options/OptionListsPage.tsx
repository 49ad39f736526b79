import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/endpoints';
import type { OptionListInfo } from '../../api/optionTypes';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { SearchField } from '../../components/SearchField';
import { Spinner } from '../../components/Spinner';
import { OptionEditor } from './OptionEditor';

/** Settings → Option lists: the tenant's lists (searchable) and the editor of the chosen one.
 * The chosen list is the route's `list` parameter, so a link can open it directly. */
export function OptionListsPage({ selected, onSelect }: { selected: string; onSelect(key: string): void }) {
  const { t } = useTranslation();
  const [lists, setLists] = useState<OptionListInfo[]>();
  const [error, setError] = useState<unknown>();
  const [search, setSearch] = useState('');
  const [dirty, setDirty] = useState(false);
  const [pending, setPending] = useState<string>();

  const load = () => {
    setError(undefined);
    api.optionLists().then(setLists).catch(setError);
  };
  useEffect(load, []);

  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    return (lists ?? []).filter((l) => !q || l.label.toLowerCase().includes(q) || l.key.toLowerCase().includes(q));
  }, [lists, search]);
  const current = lists?.find((l) => l.key === selected);

  function choose(key: string) {
    if (key === selected) return;
    if (dirty) setPending(key);
    else onSelect(key);
  }
  function saved(next: OptionListInfo) {
    setLists((ls) => ls?.map((l) => (l.key === next.key ? next : l)));
  }

  if (error) return <ErrorState error={error} onRetry={load} />;
  if (!lists) return <div className="flex flex-1 items-center justify-center"><Spinner /></div>;
  return (
    <div className="flex min-h-0 flex-1">
      <nav aria-label={t('settings.options.lists')} className="flex w-72 shrink-0 flex-col border-r border-slate-200 bg-white">
        <div className="p-3">
          <SearchField label={t('settings.options.search')} value={search} onChange={setSearch} wide />
        </div>
        <ul className="min-h-0 flex-1 overflow-auto px-2 pb-3">
          {shown.map((l) => (
            <li key={l.key}>
              <button type="button" onClick={() => choose(l.key)} aria-current={l.key === selected ? 'true' : undefined}
                className={`flex w-full items-center justify-between gap-2 rounded-md px-3 py-2 text-left text-sm focus-visible:outline-2 focus-visible:outline-brand-600 ${l.key === selected ? 'bg-brand-50 font-medium text-brand-700' : 'text-slate-700 hover:bg-slate-50'}`}>
                <span className="min-w-0">
                  <span className="block truncate">{l.label}</span>
                  <span className="block truncate text-xs font-normal text-slate-400">{l.key}</span>
                </span>
                <span className="shrink-0 rounded-full bg-slate-100 px-2 text-xs text-slate-500">{l.count}</span>
              </button>
            </li>
          ))}
          {shown.length === 0 && <li className="px-3 py-6 text-center text-sm text-slate-500">{t('settings.options.noMatch')}</li>}
        </ul>
      </nav>
      <div className="flex min-w-0 flex-1 flex-col bg-white">
        {current
          ? <OptionEditor key={current.key} list={current} onSaved={saved} onDirty={setDirty} />
          : <div className="flex flex-1 items-center justify-center"><EmptyState title={t('settings.options.choose')} /></div>}
      </div>
      {pending && (
        <ConfirmDialog message={t('form.closeCheck')} confirmLabel={t('form.discard')} danger
          onConfirm={() => { const k = pending; setPending(undefined); setDirty(false); onSelect(k); }} onCancel={() => setPending(undefined)} />
      )}
    </div>
  );
}
