import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DetailTab, FieldMeta } from '../api/types';
import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import { Spinner } from '../components/Spinner';
import { ListTable } from '../list/ListTable';
import { Pager } from '../list/Pager';
import { nextOrdering } from '../list/listState';
import { useListData } from '../list/useListData';
import { useModel } from '../stores/useModel';
import { needsDemand } from '../widgets/display/registry';

const RELATED_PAGE_SIZE = 10;

/** A reverse-relation tab: the related model's records pointing at this one, as a small list
 * with the related model's detailtab columns (else its list columns), minus the link back. */
export function RelatedList({ tab, id }: { tab: DetailTab; id: number }) {
  const { t } = useTranslation();
  const model = tab.data_model_name!;
  const { meta, error: metaError, retry } = useModel(model);
  const [page, setPage] = useState(1);
  const [ordering, setOrdering] = useState('');
  const columns = useMemo<FieldMeta[]>(() => {
    if (!meta) return [];
    const byName = new Map(meta.fields.map((f) => [f.name, f]));
    const view = (meta.views.detailtab as { columns?: string[] } | undefined)?.columns ?? meta.views.list?.columns ?? [];
    return view.filter((n) => n !== tab.param).map((n) => byName.get(n)).filter((f): f is FieldMeta => !!f);
  }, [meta, tab.param]);
  const request = meta && { model, gql: `${tab.param}=${id}`, page, pageSize: RELATED_PAGE_SIZE, ordering: ordering || (meta.ordering ?? ''), demandKeys: columns.filter(needsDemand).map((c) => c.name) };
  const { data, loading, error, reload } = useListData(request || undefined);

  if (metaError || error) return <ErrorState error={metaError ?? error} onRetry={() => { void retry(); reload(); }} />;
  if (!data) return <div className="flex justify-center py-10"><Spinner /></div>;
  if (data.list.length === 0) return <EmptyState title={t('list.empty')} />;
  return (
    <div className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="overflow-x-auto">
        <ListTable model={model} columns={columns} rows={data.list} ordering={ordering} dimmed={loading} selectable={false}
          onOrder={(c) => { setOrdering(nextOrdering(ordering, c)); setPage(1); }} selected={new Set()} onSelect={() => {}} />
      </div>
      {data.pages > 1 && <Pager page={page} pages={data.pages} count={data.count} exact={data.count_exact !== false} pageSize={RELATED_PAGE_SIZE} onPage={setPage} onPageSize={() => {}} />}
    </div>
  );
}
