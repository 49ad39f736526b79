// #hunterboard/resumes: the board's resume library (spec 002 §2, add-on B). The left sidebar
// holds the user card and the subscribed searches; above the cards, the filter bar (opened and
// closed by the search icon) and the current filters as pills; the cards page through
// GET /rest/hunterboard/search. The filter and page live in the address (search/query.ts).
// Unbound, the page says so and offers to bind, and asks the board nothing else.
import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../api/types';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { FullPageSpinner, Spinner } from '../../components/Spinner';
import { useToasts } from '../../components/Toasts';
import { formatCount } from '../../i18n/format';
import { navigate } from '../../router/hash';
import { useSession } from '../../stores/session';
import { hunterApi } from '../api';
import { NotBound } from '../bind/NotBound';
import { UnbindDialog } from '../bind/UnbindDialog';
import { noteNotBound, useBinding } from '../bind/binding';
import '../messages';
import type { ResumeCard, SavedSearch, SearchPage as Page, SearchQuery, SearchToken } from '../types';
import { FilterBar } from './FilterBar';
import { parseQuery, queryText, searchHash, withToken } from './query';
import { ResumeCardView } from './ResumeCardView';
import { ResumePanel } from './ResumePanel';
import { SavedSearches, UserCard } from './Sidebar';
import { TokenPills } from './TokenPills';

export default function SearchPage({ query: params }: { query: URLSearchParams }) {
  const state = useBinding((s) => s.state);
  const user = useBinding((s) => s.user);
  const error = useBinding((s) => s.error);
  const load = useBinding((s) => s.load);
  useEffect(() => { void load(); }, [load]);
  if (state === 'unknown' || state === 'loading') return <FullPageSpinner />;
  if (state === 'error') return <ErrorState error={error} onRetry={() => void load(true)} />;
  if (state === 'unbound' || !user) return <div className="h-full overflow-auto"><NotBound /></div>;
  return <BoundSearch params={params} />;
}

function BoundSearch({ params }: { params: URLSearchParams }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const push = useToasts((s) => s.push);
  const user = useBinding((s) => s.user)!;
  const configSubscribe = useSession((s) => s.config?.hunterboard_subscribe) === true;
  const qParam = params.get('q');
  const query = useMemo(() => parseQuery(qParam), [qParam]);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const current = queryText(query);

  const [tokens, setTokens] = useState<SearchToken[]>([]);
  const [searches, setSearches] = useState<SavedSearch[]>([]);
  const [serverSubscribe, setServerSubscribe] = useState<boolean | undefined>();
  // Subscribe only where the tenant enables it (hunterboard_subscribe): the searches call says
  // so with the list, the session's config until it has answered.
  const canSubscribe = serverSubscribe ?? configSubscribe;
  const [result, setResult] = useState<Page | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  const [loading, setLoading] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(true);
  const [opened, setOpened] = useState<ResumeCard | null>(null);
  const [unbinding, setUnbinding] = useState(false);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const [attempt, setAttempt] = useState(0);
  const filtersId = useId();

  useEffect(() => {
    hunterApi.searchTokens().then(setTokens, (e) => { if (!noteNotBound(e)) setTokens([]); });
  }, []);
  const reloadSearches = useCallback(() => hunterApi.searches().then((r) => { setSearches(r.list); setServerSubscribe(r.subscribe); }, (e) => { noteNotBound(e); }), []);
  useEffect(() => { void reloadSearches(); }, [reloadSearches]);

  useEffect(() => {
    let live = true;
    setLoading(true);
    setFailed(null);
    hunterApi.search(JSON.parse(current) as SearchQuery, page)
      .then((r) => { if (live) setResult(r); }, (e) => { if (live && !noteNotBound(e)) setFailed(e); })
      .finally(() => { if (live) setLoading(false); });
    return () => { live = false; };
  }, [current, page, attempt]);

  const go = (q: SearchQuery, p = 1) => navigate(searchHash(q, p));
  const activeSaved = searches.find((s) => queryText(parseQuery(s.gql)) === current) ?? null;

  async function save(title: string, subscribed: boolean): Promise<boolean> {
    try {
      await hunterApi.addSearch({ title, gql: current, subscribed });
      push('success', t('hunterboard.search.saved', { title }));
      await reloadSearches();
      return true;
    } catch (e) {
      if (!noteNotBound(e)) push('error', e instanceof Error ? e.message : String(e));
      return false;
    }
  }
  async function remove(s: SavedSearch) {
    setDeleting(null);
    try {
      await hunterApi.deleteSearch(s.id);
      push('success', t('hunterboard.search.deleted'));
      await reloadSearches();
    } catch (e) {
      if (!noteNotBound(e)) push('error', e instanceof Error ? e.message : String(e));
    }
  }

  const pages = result?.pages ?? 0;
  return (
    <div className="h-full overflow-auto bg-slate-50/60">
      <div className="mx-auto flex max-w-7xl flex-col gap-5 px-4 py-5 sm:px-6 lg:flex-row">
        <aside className="space-y-4 lg:w-72 lg:shrink-0" aria-label={t('hunterboard.board')}>
          <UserCard user={user} onUnbind={() => setUnbinding(true)} />
          <SavedSearches searches={searches} activeId={activeSaved?.id ?? null} libraryActive={current === '{}'} canSubscribe={canSubscribe}
            onApply={(s) => go(parseQuery(s.gql))} onLibrary={() => go({})} onDelete={setDeleting} onSave={save} />
        </aside>
        <main className="min-w-0 flex-1 space-y-4" aria-busy={loading}>
          <div className="flex items-center gap-3">
            <h1 className="text-xl font-semibold tracking-tight text-slate-900">{t('hunterboard.search.title')}</h1>
            <button type="button" onClick={() => setFiltersOpen(!filtersOpen)} aria-expanded={filtersOpen} aria-controls={filtersId}
              aria-label={t('hunterboard.search.toggleFilters')} title={t('hunterboard.search.toggleFilters')}
              className={`rounded-lg p-2 ${filtersOpen ? 'bg-brand-50 text-brand-700' : 'text-slate-500 hover:bg-slate-100'}`}>
              <Search className="size-5" aria-hidden />
            </button>
            {result && <span className="ml-auto text-sm text-slate-500" data-testid="hunterboard-count">{t('hunterboard.search.results', { count: result.count, formatted: formatCount(result.count, lang) })}</span>}
          </div>
          {filtersOpen && tokens.length > 0 && <FilterBar id={filtersId} tokens={tokens} query={query} onSet={(name, v) => go(withToken(query, name, v))} />}
          <TokenPills query={query} tokens={tokens} onRemove={(name) => go(withToken(query, name, ''))} onClear={() => go({})} />
          {failed ? <ErrorState error={failed} onRetry={() => setAttempt((n) => n + 1)} />
            : !result ? <div className="flex justify-center py-16"><Spinner className="size-8" /></div>
            : !result.list.length ? <EmptyState title={t('hunterboard.search.empty')} />
            : (
              <>
                <ul className={`grid gap-3 sm:grid-cols-2 xl:grid-cols-3 ${loading ? 'opacity-60' : ''}`}>
                  {result.list.map((c) => <ResumeCardView key={String(c.id)} card={c} onOpen={() => setOpened(c)} />)}
                </ul>
                {pages > 1 && (
                  <nav className="flex items-center justify-center gap-3" aria-label={t('hunterboard.search.pageOf', { page, pages })}>
                    <Button disabled={page <= 1 || loading} onClick={() => go(query, page - 1)} aria-label={t('hunterboard.search.prev')}><ChevronLeft className="size-4" aria-hidden /></Button>
                    <span className="text-sm text-slate-600" data-testid="hunterboard-page">{t('hunterboard.search.pageOf', { page, pages })}</span>
                    <Button disabled={page >= pages || loading} onClick={() => go(query, page + 1)} aria-label={t('hunterboard.search.next')}><ChevronRight className="size-4" aria-hidden /></Button>
                  </nav>
                )}
              </>
            )}
        </main>
      </div>
      {opened && <ResumePanel card={opened} onClose={() => setOpened(null)} />}
      {unbinding && <UnbindDialog onClose={() => setUnbinding(false)} />}
      {deleting && (
        <ConfirmDialog title={t('hunterboard.search.deleteSearch', { title: deleting.title })} message={t('hunterboard.search.deleteConfirm', { title: deleting.title })}
          confirmLabel={t('common.delete')} danger onConfirm={() => void remove(deleting)} onCancel={() => setDeleting(null)} />
      )}
    </div>
  );
}
