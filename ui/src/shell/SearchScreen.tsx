// The Search page (#search?q=): one term over every quick-searchable model at once, more
// matches of each than the header's quick search shows, each model with a link to its list
// searched by the same term (the list's search box, k=). The term takes the list's Boolean
// syntax (Java AND (上海 OR 杭州) NOT 外包).
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../api/types';
import { ErrorState } from '../components/ErrorState';
import { Spinner } from '../components/Spinner';
import { formatRoute, navigate } from '../router/hash';
import { modelLabel, useNavbar } from '../stores/navbar';
import { describe } from './QuickSearch';
import { useQuickSearch } from './useQuickSearch';

/** How many matches of each model the page shows. */
export const SEARCH_PAGE_LIMIT = 20;

export default function SearchScreen({ query }: { query: URLSearchParams }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const navbar = useNavbar((s) => s.config);
  const asked = query.get('q') ?? '';
  const [term, setTerm] = useState(asked);
  useEffect(() => setTerm(asked), [asked]);
  const { results, loading, error, searchNow } = useQuickSearch(term, SEARCH_PAGE_LIMIT);
  // The term is kept in the address, so the page can be linked and comes back on Back.
  useEffect(() => {
    const q = term.trim();
    if (q !== asked) navigate(q ? `#search?q=${encodeURIComponent(q)}` : '#search', true);
  }, [term]); // eslint-disable-line react-hooks/exhaustive-deps
  const groups = Object.entries(results ?? {}).filter(([, rows]) => rows.length > 0);
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-6 sm:px-6" data-testid="search-page">
      <h1 className="text-xl font-semibold text-slate-900">{t('searchPage.title')}</h1>
      <div className="relative">
        <Search className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-400" aria-hidden />
        <input type="search" autoFocus value={term} aria-label={t('searchPage.title')} placeholder={t('searchPage.placeholder')}
          onChange={(e) => setTerm(e.target.value)} onKeyDown={(e) => { if (e.key === 'Enter') searchNow(); }}
          className="w-full rounded-xl border border-slate-300 bg-white py-3 pl-10 pr-3 text-base shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200" />
      </div>
      {error ? <ErrorState error={error} /> : null}
      {loading && <p role="status" className="flex items-center gap-2 text-sm text-slate-500"><Spinner className="size-4" />{t('common.loading')}</p>}
      {!loading && term.trim() && results && groups.length === 0 && <p className="text-sm text-slate-500">{t('header.noResults')}</p>}
      {!loading && !term.trim() && <p className="text-sm text-slate-500">{t('searchPage.hint')}</p>}
      {!loading && groups.map(([model, rows]) => (
        <section key={model} aria-label={modelLabel(navbar, model, lang)} className="rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
          <header className="flex items-center justify-between border-b border-slate-100 px-4 py-2.5">
            <h2 className="text-sm font-semibold text-slate-900">{modelLabel(navbar, model, lang)}</h2>
            <a className="text-sm text-brand-700 hover:underline" href={`${formatRoute(model, 'list')}?k=${encodeURIComponent(term.trim())}`}>
              {t('searchPage.all', { model: modelLabel(navbar, model, lang) })}
            </a>
          </header>
          <ul className="divide-y divide-slate-100">
            {rows.map((r) => (
              <li key={r.id}>
                <a href={formatRoute(model, 'detail', { id: r.id })} className="block px-4 py-2 hover:bg-slate-50">
                  <span className="font-medium text-slate-900">{String(r.__name__ ?? r.id)}</span>
                  <span className="ml-2 text-sm text-slate-500">#{r.id}</span>
                  {describe(r) && <span className="block truncate text-sm text-slate-500">{describe(r)}</span>}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
