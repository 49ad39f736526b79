import { Search, Settings } from 'lucide-react';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../api/types';
import { Spinner } from '../components/Spinner';
import { formatRoute, navigate } from '../router/hash';
import { modelLabel, useNavbar } from '../stores/navbar';
import { useQuickSearch } from './useQuickSearch';
import { useRecent } from '../stores/recent';
import { usePreferences } from '../stores/preferences';
import { QuickSearchModels } from './QuickSearchModels';

interface Hit { model: string; id: number; name: string; detail: string }

/** The line under a result's name: the server's __detail__ (its suggest_fields as a person
 * reads them, contacts masked). */
export function describe(r: Record<string, unknown>): string {
  return typeof r.__detail__ === 'string' ? r.__detail__ : '';
}

export function QuickSearch() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const navbar = useNavbar((s) => s.config);
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const { results, loading, searchNow } = useQuickSearch(term);
  // A blur closes the panel a moment later (a click on a result lands first); focusing again
  // before then keeps it open.
  const closing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const recent = useRecent((s) => s.records);
  const refreshRecent = useRecent((s) => s.refresh);
  const hidden = usePreferences((s) => s.quickSearchHidden);
  const [choosing, setChoosing] = useState(false);
  const empty = term.trim() === '';

  const groups = useMemo(() => {
    if (empty) return recent.length ? [{ model: '', hits: recent.map((r): Hit => ({ model: r.model, id: r.id, name: r.name, detail: r.modelLabel || modelLabel(navbar, r.model, lang) })) }] : [];
    return Object.entries(results ?? {})
      .filter(([model, rows]) => rows.length > 0 && !hidden.includes(model))
      .map(([model, rows]) => ({ model, hits: rows.map((r): Hit => ({ model, id: r.id, name: String(r.__name__ ?? r.id), detail: describe(r) })) }));
  }, [results, empty, recent, navbar, lang, hidden]);
  const flat = groups.flatMap((g) => g.hits);

  function go(hit: Hit) {
    navigate(formatRoute(hit.model, 'detail', { id: hit.id }));
    setTerm('');
    setOpen(false);
    inputRef.current?.blur();
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown') { e.preventDefault(); setActive((a) => Math.min(a + 1, flat.length - 1)); }
    else if (e.key === 'ArrowUp') { e.preventDefault(); setActive((a) => Math.max(a - 1, 0)); }
    else if (e.key === 'Enter' && flat[active] && !loading) { e.preventDefault(); go(flat[active]); }
    else if (e.key === 'Enter') { e.preventDefault(); searchNow(); } // results now, not after the pause
    else if (e.key === 'Escape') { setOpen(false); inputRef.current?.blur(); }
  }

  // Before typing: the recently browsed records; after: the server's matches.
  const showPanel = (open || choosing) && (empty ? recent.length > 0 : !loading && !!results);
  return (
    <div className="relative w-full min-w-0 max-w-xs max-sm:flex-1">
      <Search className="pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
      <input ref={inputRef} type="search" value={term} placeholder={t('header.search')} aria-label={t('header.search')}
        role="combobox" aria-expanded={showPanel} aria-controls="quick-search-results"
        onChange={(e) => { setTerm(e.target.value); setActive(0); setOpen(true); }}
        onFocus={() => { clearTimeout(closing.current); setOpen(true); void refreshRecent(); }} onBlur={() => { closing.current = setTimeout(() => setOpen(false), 150); }} onKeyDown={onKeyDown}
        className="block w-full rounded-lg border-0 bg-slate-100 py-1.5 pl-8 pr-8 text-sm text-slate-900 placeholder:text-slate-400 outline-none focus:bg-white focus:ring-2 focus:ring-brand-600" />
      {loading && <Spinner className="absolute right-2.5 top-1/2 size-4 -translate-y-1/2" />}
      {showPanel && (
        <div id="quick-search-results" role="listbox" className="absolute left-0 z-40 mt-2 max-h-[70vh] w-96 overflow-auto rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-slate-200 max-sm:fixed max-sm:inset-x-2 max-sm:top-14 max-sm:w-auto">
          {!empty && (
            <div className="flex justify-end px-1">
              <button type="button" onMouseDown={(e) => e.preventDefault()} onClick={() => setChoosing(!choosing)} aria-expanded={choosing}
                aria-label={t('header.chooseModels')} title={t('header.chooseModels')} className="rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700">
                <Settings className="size-4" aria-hidden />
              </button>
            </div>
          )}
          {choosing && !empty && <QuickSearchModels onDone={() => { setChoosing(false); inputRef.current?.focus(); }} />}
          {!empty && flat.length === 0 && <p className="px-3 py-6 text-center text-sm text-slate-500">{t('header.noResults')}</p>}
          {groups.map((g) => (
            <div key={g.model} className="py-1">
              <p className="px-3 pb-1 pt-1.5 text-xs font-semibold uppercase tracking-wide text-slate-400">{g.model ? modelLabel(navbar, g.model, lang) : t('header.recent')}</p>
              {g.hits.map((hit) => {
                const index = flat.indexOf(hit);
                return (
                  <button key={`${hit.model}-${hit.id}`} type="button" role="option" aria-selected={index === active}
                    onMouseDown={(e) => e.preventDefault()} onClick={() => go(hit)} onMouseEnter={() => setActive(index)}
                    className={`flex w-full flex-col rounded-lg px-3 py-2 text-left ${index === active ? 'bg-brand-50' : ''}`}>
                    <span className="text-sm font-medium text-slate-900">{hit.name} <span className="font-normal text-slate-400">#{hit.id}</span></span>
                    {hit.detail && <span className="truncate text-xs text-slate-500">{hit.detail}</span>}
                  </button>
                );
              })}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
