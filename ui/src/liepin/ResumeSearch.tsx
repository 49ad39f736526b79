import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../components/Spinner';
import { usePageFloat } from '../stores/pageFloat';
import { useLiepinAccount } from './account';
import { fetchSearchBase, type SearchBase } from './api';
import { BindPrompt } from './BindPrompt';
import { FilterRow } from './FilterRow';
import { searchQuery, type Filter, type Layout } from './filter';
import { Pagination } from './Pagination';
import { ResultFrame } from './ResultFrame';
import { SavedSearches } from './SavedSearches';
import './i18n';

/** The float that shows a resume the list names. */
export const RESUME_FLOAT = 'liepin:resume';
export function openResume(originUrl: string) {
  usePageFloat.getState().open(RESUME_FLOAT, { origin_url: originUrl });
}

/** The resume search (spec 002 §2): saved searches on the left, the filter row and the pager
 * above the provider's list. The layout leaves parts out: 'noleft' the saved searches, 'bare'
 * those, the filter and the pager; 'tab' is 'noleft' for a tab, whose owner keeps the filter.
 * A new filter (onFilter) starts at page 1; a page is merged into the query as curPage. */
export function ResumeSearch({ filter, onFilter, layout = 'full' }: { filter: Filter; onFilter(f: Filter): void; layout?: Layout }) {
  const { t } = useTranslation();
  const account = useLiepinAccount();
  const [base, setBase] = useState<SearchBase | null>(null);
  const [page, setPage] = useState(1);
  const [total, setTotal] = useState(0);
  const filterKey = JSON.stringify(filter);
  useEffect(() => { void account.load(); }, []); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => { if (account.state === 'bound') void fetchSearchBase().then(setBase); }, [account.state]);
  // A new filter is a new list: page 1, total unknown until the provider says.
  useEffect(() => { setPage(1); setTotal(0); }, [filterKey]);

  if (account.state === 'unknown') return <div className="flex justify-center p-10"><Spinner /></div>;
  if (account.state === 'unbound') return <BindPrompt />;
  const withLeft = layout === 'full';
  const withFilters = layout !== 'bare';
  return (
    <div className="flex min-h-0 flex-1 flex-col md:flex-row" data-testid="liepin-search" data-layout={layout}>
      {withLeft && base && <SavedSearches base={base} filter={filter} onPick={onFilter} />}
      <div className="min-w-0 flex-1 space-y-3 p-4">
        {withFilters && (
          <div className="flex flex-wrap items-end justify-between gap-3">
            {base ? <FilterRow base={base} filter={filter} onApply={onFilter} /> : <Spinner />}
            <Pagination total={total} page={page} onPage={setPage} />
          </div>
        )}
        {layout === 'tab' && <p className="text-xs text-slate-400">{t('liepin.search.tabHint')}</p>}
        <ResultFrame query={searchQuery(filter, page)} onTotal={setTotal} onOpen={openResume} />
      </div>
    </div>
  );
}
