import { Bookmark, Plus, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../components/FormDialog';
import { useToasts } from '../components/Toasts';
import { addSavedSearch, deleteSavedSearch, savedSearches, type SavedSearch, type SearchBase } from './api';
import { cleanFilter, parseSaved, type Filter } from './filter';
import { filterTokens } from './tokens';

/** A title for the current filter: its tokens' values, cut to the 60 characters a title may have. */
export function suggestTitle(filter: Filter, base: SearchBase): string {
  return filterTokens(filter, base).map((t) => t.text).join(' · ').slice(0, 60);
}

/** The left bar of saved searches (the provider's query templates): each a title and the
 * filter's tokens; a click applies it; the current filter can be added with a title. */
export function SavedSearches({ base, filter, onPick }: { base: SearchBase; filter: Filter; onPick(f: Filter): void }) {
  const { t } = useTranslation();
  const push = useToasts((s) => s.push);
  const [list, setList] = useState<SavedSearch[] | null>(null);
  const [naming, setNaming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [saveError, setSaveError] = useState('');
  const reload = useCallback(() => savedSearches().then(setList), []);
  useEffect(() => { void reload(); }, [reload]);
  const current = cleanFilter(filter);
  const canSave = Object.keys(current).length > 0;

  async function save() {
    if (!naming?.trim()) return;
    setBusy(true);
    setSaveError('');
    try {
      await addSavedSearch(naming.trim(), current);
      push('success', t('liepin.search.savedOk'));
      setNaming(null);
      await reload();
    } catch (e) {
      // In the dialog: a toast would sit under its backdrop.
      setSaveError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }
  async function remove(s: SavedSearch) {
    try {
      await deleteSavedSearch(s.id);
      push('success', t('liepin.search.deleted'));
    } catch (e) {
      push('error', e instanceof Error ? e.message : String(e));
    }
    await reload();
  }

  return (
    <aside aria-label={t('liepin.search.saved')} className="flex shrink-0 flex-col gap-2 border-b border-slate-200 bg-slate-50/60 p-3 md:w-64 md:border-b-0 md:border-r" data-testid="liepin-saved">
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-semibold text-slate-700">{t('liepin.search.saved')}</h2>
        <button type="button" disabled={!canSave} onClick={() => setNaming(suggestTitle(current, base))} title={t('liepin.search.save')} aria-label={t('liepin.search.save')}
          className="rounded-md p-1 text-slate-500 hover:bg-slate-200 hover:text-slate-800 disabled:cursor-not-allowed disabled:opacity-40">
          <Plus className="size-4" aria-hidden />
        </button>
      </div>
      {list && list.length === 0 && <p className="text-xs text-slate-500">{t('liepin.search.noSaved')}</p>}
      <ul className="flex max-h-48 flex-col gap-1.5 overflow-y-auto md:max-h-none">
        {(list ?? []).map((s) => {
          const f = parseSaved(s.querstr);
          return (
            <li key={s.id} className="group relative rounded-lg bg-white ring-1 ring-slate-200 hover:ring-brand-300">
              <button type="button" onClick={() => onPick(f)} className="block w-full px-2.5 py-2 pr-8 text-left">
                <span className="flex items-center gap-1.5 text-sm font-medium text-slate-800"><Bookmark className="size-3.5 shrink-0 text-brand-600" aria-hidden /><span className="truncate">{s.tpl_name}</span></span>
                <span className="mt-1 flex flex-wrap gap-1">
                  {filterTokens(f, base).map((tok) => (
                    <span key={tok.key} className="rounded bg-slate-100 px-1.5 py-0.5 text-[11px] text-slate-600">{tok.label}: {tok.text}</span>
                  ))}
                </span>
              </button>
              <button type="button" onClick={() => void remove(s)} aria-label={t('liepin.search.delete', { name: s.tpl_name })}
                className="absolute right-1.5 top-1.5 rounded p-1 text-slate-400 hover:bg-red-50 hover:text-red-600">
                <Trash2 className="size-3.5" aria-hidden />
              </button>
            </li>
          );
        })}
      </ul>
      {naming !== null && (
        <FormDialog title={t('liepin.search.saveTitle')} submitLabel={t('liepin.search.save')} canSubmit={naming.trim().length > 0} busy={busy}
          onSubmit={() => void save()} onCancel={() => { setNaming(null); setSaveError(''); }}>
          <label className="block text-sm font-medium text-slate-700">
            {t('liepin.search.name')}
            <input autoFocus maxLength={60} value={naming} onChange={(e) => setNaming(e.target.value)} placeholder={t('liepin.search.nameHint')}
              className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm" />
          </label>
          {saveError && <p role="alert" className="text-sm text-red-600">{saveError}</p>}
          <div className="flex flex-wrap gap-1">
            {filterTokens(current, base).map((tok) => <span key={tok.key} className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600">{tok.label}: {tok.text}</span>)}
          </div>
        </FormDialog>
      )}
    </aside>
  );
}
