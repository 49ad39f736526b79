import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../components/ErrorState';
import { Spinner } from '../components/Spinner';
import { cardColumns, defaultColumns } from '../list/columns';
import { ListCards } from '../list/ListCards';
import { ListTable } from '../list/ListTable';
import { useListData } from '../list/useListData';
import { key as metaKey, useModelMeta } from '../stores/modelMeta';
import { needsDemand } from '../widgets/display/registry';
import type { Dashlet } from './dashboardApi';

/** Rows a list dashlet shows per page: a glance, the whole list is a click away (view all). */
export const DASHLET_PAGE_SIZE = 5;
/** Columns a list dashlet shows: the first of the model's list view. */
const COLUMNS = { wide: 6, half: 4, phone: 3 };

/** The list of #{model}/list behind a list dashlet (view all), on the Default view so that the
 * list counts what the dashlet counts. */
export function listRoute(d: Pick<Dashlet, 'type' | 'query'>): string {
  return `#${d.type}/list?${d.query ? `gql=${encodeURIComponent(d.query)}&` : ''}suffix=`;
}

/** A list dashlet: the model's list under the dashlet's query, compact, with the list's own
 * table (cards on a phone). It is the generic list call, so it shows exactly what the reader's
 * list would (scope, limited records). */
export function ListWidget({ dashlet, refresh, phone }: { dashlet: Dashlet; refresh: number; phone: boolean }) {
  const { t, i18n } = useTranslation();
  const vc = dashlet.viewconfig ?? {};
  const entry = useModelMeta((s) => s.entries[metaKey(dashlet.type, i18n.language)]);
  useEffect(() => { void useModelMeta.getState().load(dashlet.type, i18n.language); }, [dashlet.type, i18n.language]);
  const meta = entry?.meta;
  const [page, setPage] = useState(1);
  const [ordering, setOrdering] = useState<string>();
  const columns = useMemo(() => (meta ? defaultColumns(meta).slice(0, phone ? COLUMNS.phone : dashlet.width === 'w-box-sp12' ? COLUMNS.wide : COLUMNS.half) : []), [meta, phone, dashlet.width]);
  const order = ordering ?? vc.ordering ?? meta?.ordering ?? '';
  const request = meta && {
    model: dashlet.type, gql: dashlet.query, page, pageSize: DASHLET_PAGE_SIZE, ordering: order,
    demandKeys: [...new Set([...columns, ...(phone ? cardColumns(meta) : [])].filter(needsDemand).map((c) => c.name))],
  };
  const { data, loading, error, reload } = useListData(request || undefined);
  useEffect(() => { if (refresh) reload(); }, [refresh]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => setPage(1), [dashlet.query]);

  const problem = entry?.error ?? error;
  if (problem) return <div className="p-3"><ErrorState error={problem} onRetry={reload} /></div>;
  if (!meta || !data) return <div className="flex h-40 items-center justify-center"><Spinner /></div>;
  const from = data.count === 0 ? 0 : (page - 1) * DASHLET_PAGE_SIZE + 1;
  const to = Math.min(page * DASHLET_PAGE_SIZE, from - 1 + data.list.length);
  return (
    <div className="flex min-h-0 flex-col" aria-busy={loading} data-testid="dashlet-list" data-count={data.count}>
      {!vc.hide_toolbar && (
        <div className="flex items-center gap-2 px-4 pb-2 text-xs text-slate-500">
          <span data-testid="dashlet-count">{t('dashboard.count', { count: data.count })}</span>
          {loading && <Spinner className="size-3" />}
        </div>
      )}
      {data.list.length === 0
        ? <p className="px-4 py-8 text-center text-sm text-slate-400">{t('dashboard.empty')}</p>
        : phone
          ? <ListCards model={dashlet.type} columns={columns} card={cardColumns(meta)} rows={data.list} />
          : (
            <div className="overflow-x-auto">
              <ListTable model={dashlet.type} columns={columns} rows={data.list} ordering={order} dimmed={loading}
                onOrder={(c) => { setOrdering(order === c ? `-${c}` : c); setPage(1); }}
                selectable={!vc.hide_checkbox} selected={new Set()} onSelect={() => {}} />
            </div>
          )}
      {!vc.hide_paging && data.pages > 1 && (
        <div className="flex items-center justify-end gap-1 border-t border-slate-100 px-3 py-1.5 text-xs text-slate-500">
          <span className="mr-2">{t('dashboard.range', { from, to, count: data.count })}</span>
          <button type="button" aria-label={t('dashboard.previous')} disabled={page <= 1} onClick={() => setPage(page - 1)}
            className="rounded p-1 hover:bg-slate-100 disabled:opacity-30"><ChevronLeft className="size-4" aria-hidden /></button>
          <button type="button" aria-label={t('dashboard.next')} disabled={page >= data.pages} onClick={() => setPage(page + 1)}
            className="rounded p-1 hover:bg-slate-100 disabled:opacity-30"><ChevronRight className="size-4" aria-hidden /></button>
        </div>
      )}
    </div>
  );
}
