import { PanelLeft, Plus, SlidersHorizontal, X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/errors';
import type { FilterViewConfig, ModelMeta } from '../api/types';
import { Button } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import { FullPageSpinner, Spinner } from '../components/Spinner';
import { formatRoute, navigate, useHash, parseHash } from '../router/hash';
import { sidebarOpenFor, usePreferences } from '../stores/preferences';
import { ADVANCED_KEY, PAGE_SIZE_KEY, pageSizeFrom, useUserConfig } from '../stores/userConfig';
import { useModel } from '../stores/useModel';
import { ModelIcon } from '../shell/modelIcon';
import { needsDemand } from '../widgets/display/registry';
import { FacetSidebar } from './FacetSidebar';
import { GqlBox } from './GqlBox';
import { KeywordBox } from './KeywordBox';
import { ExportButton } from './ExportButton';
import { ColumnsButton } from './ColumnsButton';
import { cardColumns, columnsKey, viewColumns } from './columns';
import { ImportButton } from './ImportButton';
import { ListCards } from './ListCards';
import { ListTable } from './ListTable';
import { MassActions } from './MassActions';
import { Pager } from './Pager';
import { PreviewPanel } from './PreviewPanel';
import { applySaved, combinedGql, listQuery, nextOrdering, readListState, toggleFacet, type ListState } from './listState';
import { useFacets } from './useFacets';
import { filterProblem } from './filterProblem';
import { FilterProblemNote } from './FilterProblemNote';
import { ListDnd } from './ListDnd';
import { ListSidebar } from './ListSidebar';
import { activeModules, useModules } from '../modules/active';
import { collect, preloadParts, type ListPartProps } from '../modules/registry';
import { useListData } from './useListData';
import { useListTotals } from './useListTotals';
import { ViewSelector } from './ViewSelector';
import { knownSuffix, requestedSuffix, roleDefault, suffixKey, viewFilter } from './views';

// The modules' row cells come with the list's code rather than when first drawn.
preloadParts(activeModules(), ['rowActions']);

/** The list of any model, generated from its metadata: columns from the chosen view's views.list. */
export default function ListScreen({ model, mobile }: { model: string; mobile: boolean }) {
  const { t } = useTranslation();
  const prefs = usePreferences();
  const route = parseHash(useHash());
  const userConfig = useUserConfig();
  useEffect(() => { if (!userConfig.loaded) void userConfig.load(); }, [userConfig]);
  const { meta, pending, suffix, error: metaError, retry } = useViewMeta(model, route.query.get('suffix'), userConfig.values[suffixKey(model)], userConfig.loaded);
  const state: ListState = { ...readListState(route.query, meta?.ordering ?? ''), viewFilter: viewFilter(meta?.suffixes, suffix) || undefined };
  const pageSize = pageSizeFrom(userConfig.values);
  // The modules' sections apply to every model, so the sidebar is there even without facets.
  const sidebarOpen = sidebarOpenFor(model, prefs) && !!meta;
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [preview, setPreview] = useState<number>();
  // Rows being dragged: on a phone the sidebar slides in to take the drop.
  const [rowsDragging, setRowsDragging] = useState(false);
  const modules = useModules();
  // A module's last cell on each row of the models it claims.
  const RowAction = meta ? collect(modules, 'rowActions').find((r) => r.matches(meta))?.Component : undefined;
  // The modules' parts of the list (sidebar sections, toolbar buttons, mass actions), and
  // whether rows can be dragged onto one of them.
  const parts = collect(modules, 'listParts');
  const rowDrop = meta ? parts.find((p) => p.rowDrop?.matches(meta))?.rowDrop : undefined;

  const savedColumns = userConfig.values[columnsKey(model)];
  const { columns, legacy } = useMemo(() => (meta ? viewColumns(meta, suffix, savedColumns) : { columns: [], legacy: false }), [meta, suffix, savedColumns]);
  // Exports have the view's columns; the user's own columns from before views are named.
  const exportColumns = { suffix, fields: legacy ? columns.map((f) => f.name) : undefined };

  const gql = combinedGql(state);
  // Wait for the saved page size so the first page is not asked for twice.
  const request = meta && !pending && userConfig.loaded
    && { model, suffix, gql, page: state.page, pageSize, ordering: state.ordering, demandKeys: [...new Set([...columns, ...(mobile ? cardColumns(meta) : [])].filter(needsDemand).map((c) => c.name))] };
  const { data, loading, error, reload } = useListData(request || undefined);
  const totals = useListTotals(model, request ? gql : undefined, columns, data);
  const facets = useFacets(model, sidebarOpen && !!meta?.facetable, gql, data !== undefined || error !== undefined);
  // A filter the server could not read is said beside its box, in a person's words; the
  // facets, refused for the same filter, say nothing more.
  const problem = filterProblem(error, t, meta?.fields);
  const facetsError = filterProblem(facets.error, t) ? new ApiError('refused', t('listSearch.facetsWait')) : facets.error;
  // The gql box is for power users: behind Advanced (remembered per user), shown anyway when
  // the link carries a filter or the filter is refused; never on the phone.
  const advanced = userConfig.values[ADVANCED_KEY] === true;
  const showGql = !mobile && (advanced || !!state.gql || problem?.box === 'gql');

  function update(next: ListState) {
    setSelected(new Set());
    setPreview(undefined);
    navigate(formatRoute(model, 'list', listQuery(next)));
  }
  // The chosen view goes in the link and is remembered for the next visit.
  function chooseView(code: string) {
    void userConfig.set(suffixKey(model), code).catch(() => {});
    update({ ...state, suffix: code || undefined, page: 1 });
  }
  function select(ids: number[], on: boolean) {
    const next = new Set(selected);
    for (const id of ids) { if (on) next.add(id); else next.delete(id); }
    setSelected(next);
  }

  // What a saved filter holds: the typed gql as typed, or with facets or a search the combined filter.
  const facetsOrSearch = Object.values(state.facets).some((v) => v.length > 0) || !!state.keyword;
  const savableGql = facetsOrSearch ? gql : state.gql.trim();
  if (metaError) return <ErrorState error={metaError} onRetry={retry} />;
  if (!meta) return <FullPageSpinner />;
  const partProps: ListPartProps = {
    model, meta, savableGql, activeGql: facetsOrSearch ? '' : state.gql.trim(), view: { suffix, ordering: state.ordering },
    // A saved entry replaces the whole current filter and starts at page 1 (spec §9).
    apply: (query: string, view?: FilterViewConfig) => update(applySaved(state, query, view)),
    clearSelection: () => setSelected(new Set()),
    reload,
  };
  // A mass action is done: its rows unchecked, the page loaded again.
  const massDone = () => { setSelected(new Set()); reload(); };
  const sidebar = (
    <ListSidebar>
      {parts.map((p) => p.Sections && <p.Sections key={p.key} {...partProps} />)}
      {meta.facetable && <FacetSidebar model={model} fields={facets.fields} values={facets.values} error={facetsError} selected={state.facets}
      onToggle={(f, c) => update(toggleFacet(state, f, c))} onClear={() => update({ ...state, facets: {}, page: 1 })} />}
    </ListSidebar>
  );
  // Filtered by the user (the view's own filter is the view: Show all leaves it).
  const filtered = combinedGql({ ...state, viewFilter: undefined }) !== '';
  const searchFor = (text: string) => update({ ...state, gql: '', keyword: text, page: 1 });
  const screen = (
    <ListDnd pill={rowDrop} onRowsDrag={setRowsDragging}>
      <div className="flex h-full">
        {sidebarOpen && !mobile && sidebar}
        {(sidebarOpen || rowsDragging) && mobile && (
          // On phones the facets slide over the list instead of squeezing it.
          <div className="fixed inset-0 top-14 z-30 flex">
            <div className="flex max-w-[85%] shadow-2xl">{sidebar}</div>
            <button type="button" aria-label={t('common.close')} className="flex-1 bg-slate-900/30" onClick={() => prefs.setSidebarOpen(model, false)} />
          </div>
        )}
        <main tabIndex={-1} className="flex min-w-0 flex-1 flex-col outline-none">
          <div className="flex flex-wrap items-center gap-3 border-b border-slate-200 bg-white px-4 py-3">
            <button type="button" onClick={() => prefs.setSidebarOpen(model, !sidebarOpen)} aria-label={t('list.toggleSidebar')} aria-pressed={sidebarOpen}
              className="rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900"><PanelLeft className="size-5" aria-hidden /></button>
            <h1 className="flex items-center gap-2 text-lg font-semibold tracking-tight text-slate-900">
              <ModelIcon name={meta.icon} className="size-5 text-brand-600" />{meta.label_value}
            </h1>
            {loading && <Spinner className="size-4" />}
            {meta.allowed_actions.includes('add') && (
              <a href={formatRoute(model, 'add')} className="order-last ml-auto inline-flex items-center gap-1.5 rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-medium text-white shadow-sm hover:bg-brand-700">
                <Plus className="size-4" aria-hidden />{t('list.add')}
              </a>
            )}
            {selected.size > 0
              ? <MassActions model={model} ids={[...selected]} columns={exportColumns} allowed={meta.allowed_actions} actions={meta.actions?.mass_actions} state={state} fields={meta.fields}
                  moduleActions={parts.map((p) => p.MassAction && <p.MassAction key={p.key} {...partProps} ids={[...selected]} done={massDone} />)}
                  onDone={massDone} onClear={() => setSelected(new Set())} />
              : <>
                  {(meta.suffixes?.length ?? 0) > 1 && <ViewSelector suffixes={meta.suffixes ?? []} value={suffix} onChange={chooseView} />}
                  <KeywordBox value={state.keyword ?? ''} onApply={(k) => update({ ...state, keyword: k || undefined, page: 1 })} problemId={problem?.box === 'keyword' ? 'list-keyword-problem' : undefined} />
                  {!mobile && (
                    <button type="button" onClick={() => void userConfig.set(ADVANCED_KEY, !advanced).catch(() => {})} aria-pressed={showGql} title={t('listSearch.advancedHint')}
                      className={`inline-flex shrink-0 items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-medium ring-1 ring-inset hover:bg-slate-50 ${showGql ? 'text-brand-700 ring-brand-300' : 'text-slate-600 ring-slate-300'}`}>
                      <SlidersHorizontal className="size-4" aria-hidden />{t('listSearch.advanced')}
                    </button>
                  )}
                  {mobile && state.gql && (
                    <button type="button" onClick={() => update({ ...state, gql: '', page: 1 })} className="inline-flex shrink-0 items-center gap-1 rounded-full bg-slate-100 px-2.5 py-1 text-xs text-slate-700">
                      <X className="size-3.5" aria-hidden />{t('listSearch.clearGql')}
                    </button>
                  )}
                  {parts.map((p) => p.Toolbar && <p.Toolbar key={p.key} {...partProps} />)}
                  {meta.importable && !mobile && meta.allowed_actions.includes('add') && <ImportButton model={model} onImported={reload} />}
                  {meta.allowed_actions.includes('export') && <ExportButton model={model} gql={gql} ordering={state.ordering} columns={exportColumns} total={error || loading ? undefined : data?.count} />}
                  <ColumnsButton model={model} meta={meta} suffix={suffix} current={columns} legacy={legacy} onUse={chooseView} />
                </>}
            {problem?.box === 'keyword' && <FilterProblemNote id="list-keyword-problem" problem={problem} />}
          </div>
          {showGql && (
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-slate-200 bg-slate-50 px-4 py-2">
              <GqlBox model={model} value={state.gql} onApply={(g) => update({ ...state, gql: g, page: 1 })} problemId={problem?.box === 'gql' ? 'list-gql-problem' : undefined} />
              {problem?.box === 'gql' && <FilterProblemNote id="list-gql-problem" problem={problem} onSearch={searchFor} />}
            </div>
          )}
          <div className="min-h-0 flex-1 overflow-auto">
            {error && problem ? <EmptyState title={t(problem.box === 'keyword' ? 'listSearch.fixSearch' : 'listSearch.fixFilter')} /> : null}
            {error && !problem ? <ErrorState error={error} onRetry={reload} /> : null}
            {!error && !data && <FullPageSpinner />}
            {!error && data && data.list.length === 0 && (
              <EmptyState title={filtered ? t('list.emptyFiltered') : state.viewFilter ? t('listSearch.viewEmpty') : t('list.empty')}
                action={filtered ? <Button onClick={() => update({ ...state, gql: '', keyword: undefined, facets: {}, page: 1 })}>{t('list.clearFilters')}</Button>
                  : state.viewFilter ? <Button onClick={() => chooseView('')}>{t('listSearch.showAll')}</Button> : undefined} />
            )}
            {!error && data && data.list.length > 0 && mobile && <ListCards model={model} columns={columns} card={cardColumns(meta)} rows={data.list} rowsDraggable={!!rowDrop} />}
            {!error && data && data.list.length > 0 && !mobile && (
              <ListTable model={model} columns={columns} rows={data.list} ordering={state.ordering} dimmed={loading} rowsDraggable={!!rowDrop && sidebarOpen}
                onOrder={(c) => update({ ...state, ordering: nextOrdering(state.ordering, c), page: 1 })}
                selected={selected} onSelect={select} onPreview={setPreview} previewed={preview !== undefined ? data.list[preview]?.id : undefined}
                rowAction={RowAction ? (row) => <RowAction row={row} onDone={reload} /> : undefined} totals={totals} />
            )}
          </div>
          {data && !error && (
            <Pager page={state.page} pages={data.pages} count={data.count} exact={data.count_exact !== false} pageSize={pageSize}
              onPage={(p) => update({ ...state, page: p })} onPageSize={(s) => { void userConfig.set(PAGE_SIZE_KEY, s).catch(() => {}); update({ ...state, page: 1 }); }} />
          )}
        </main>
        {preview !== undefined && data && (
          <PreviewPanel model={model} rows={data.list} index={preview} onIndex={setPreview} onClose={() => setPreview(undefined)} />
        )}
      </div>
    </ListDnd>
  );
  // Each module's scope wraps the screen, so its parts share what it loads.
  return parts.reduceRight((inner, p) => (p.Scope
    ? <p.Scope key={p.key} {...partProps} sidebarOpen={sidebarOpen} mobile={mobile}>{inner}</p.Scope>
    : inner), screen);
}

/** The metadata of the view the list shows: the one in the link, else the user's default
 * (the view they last chose), else the one the metadata opens for their user type (My
 * candidates for a consultant), else Default; a view the user may no longer pick (deleted)
 * falls back to Default. While another view loads, the previous one stays shown, so the
 * toolbar does not blink. */
function useViewMeta(model: string, fromRoute: string | null, saved: unknown, configLoaded: boolean) {
  const chosen = requestedSuffix(fromRoute, saved);
  // Without a link's view the remembered one is needed first.
  const base = useModel(model, chosen, fromRoute !== null || configLoaded);
  // Nothing chosen yet: Default's description names the view the user's type opens on.
  const byRole = fromRoute === null && typeof saved !== 'string' ? roleDefault(base.meta?.suffixes) : '';
  const viaRole = useModel(model, byRole, !!byRole);
  const asked = byRole ? viaRole : base;
  const requested = byRole || chosen;
  const unknown = !!asked.meta && !knownSuffix(asked.meta.suffixes, requested);
  const fallback = useModel(model, '', unknown);
  const current = unknown ? fallback : asked;
  const suffix = unknown ? '' : requested;
  const kept = useRef<ModelMeta>(undefined);
  if (current.meta) kept.current = current.meta;
  const previous = kept.current?.name === model ? kept.current : undefined;
  // pending: the meta shown is the previous view's (or Default's, before the user's type's
  // view); the list waits for the chosen one's.
  return { meta: current.meta ?? previous, pending: !current.meta, suffix, error: current.error ?? base.error, retry: current.retry };
}
