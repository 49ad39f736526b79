import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { usePageFloat } from '../stores/pageFloat';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import { FullPageSpinner } from '../components/Spinner';
import { formatRoute, navigate, parseHash } from '../router/hash';
import { useModel } from '../stores/useModel';
import { ModelIcon } from '../shell/modelIcon';
import { DetailActions } from './DetailActions';
import { AddTodoButton } from '../todo/AddTodoButton';
import { DetailTabs } from './DetailTabs';
import { RelatedList } from './RelatedList';
import { useTabCounts } from './useTabCounts';
import { FieldGroup } from './FieldGroup';
import { useRecord } from './useRecord';
import { needsDemand } from '../widgets/display/registry';
import { formDemandKeys } from '../forms/schema';
import { OperationLog } from './OperationLog';
import { NotifyButton } from '../notice/NotifyButton';
import { canNotify } from '../notice/noticeRules';
import { FeedWidget } from '../feed/FeedWidget';
import { KanbanBoard } from '../pipeline/KanbanBoard';
import { StageSummary, summaryModels } from '../pipeline/StageSummary';
import type { DetailTab } from '../api/types';
import { isFlowModel } from '../flow/flowRules';
import { ApprovalFlowPage, isApprovalFlowModel } from '../approval/ApprovalFlowPage';
import { ApprovalTab } from '../approval/ApprovalTab';

// A model with pipeline metadata (job submissions) has the flow detail page instead (spec 000 §2).
const FlowDetail = lazy(() => import('../flow/FlowDetail'));

/** Detail-tab types drawn from the operation log, and which log. */
const LOG_TABS: Record<string, 'view' | 'update' | undefined> = { changelog: 'update', viewlog: 'view' };

/** A special tab drawn as a pipeline board of the tab's model (param kanban). */
const isBoardTab = (tb: DetailTab) => tb.type === 'special' && tb.param === 'kanban' && !!tb.data_model_name;

/** The current hash with the detail tab and the feed's tab written into it. */
function feedTabHash(tab: string, feedTab: string): string {
  const r = parseHash(window.location.hash);
  r.query.set('tab', tab);
  if (feedTab) r.query.set('feedtab', feedTab); else r.query.delete('feedtab');
  return `#${r.model}/${r.view}?${r.query.toString()}`;
}

/** A record's detail page: the flow page for a model whose records move through a pipeline,
 * otherwise the record laid out by its detail view groups. */
export default function DetailScreen(props: { model: string; id: string | null; embedded?: boolean }) {
  const { meta, error } = useModel(props.model);
  if (props.id && !meta && !error) return <FullPageSpinner />;
  if (isFlowModel(meta)) return <Suspense fallback={<FullPageSpinner />}><FlowDetail {...props} /></Suspense>;
  return <RecordDetail {...props} />;
}

/** One record, laid out by the model's detail view groups. */
function RecordDetail({ model, id, embedded = false }: { model: string; id: string | null; embedded?: boolean }) {
  const { t } = useTranslation();
  const { meta, error: metaError, retry } = useModel(model);
  const fields = useMemo(() => new Map((meta?.fields ?? []).map((f) => [f.name, f])), [meta]);
  const groups = useMemo(() => meta && (meta.views.detail?.groups
    ?? [{ name: 'all', label: {}, layout: 2 as const, fields: meta.fields.filter((f) => !f.system).map((f) => f.name) }]), [meta]);
  // The detail view's links and rollups, and what the edit form opened from here reads with
  // its record (a collection saved without its loaded children would delete them).
  const demandKeys = useMemo(() => {
    if (!groups || !meta) return undefined;
    const shown = groups.flatMap((g) => g.fields).filter((n) => { const f = fields.get(n); return f && needsDemand(f); });
    return [...new Set([...shown, ...formDemandKeys(meta)])];
  }, [groups, fields, meta]);
  const { record, error, reload } = useRecord(model, id, demandKeys);
  // Tabs this app can show: the base info, the activity feed, reverse relations and the change
  // and view logs. A tab's content loads the first time it is shown.
  const tabs = useMemo(() => (meta?.detail_tabs ?? []).filter((tb) => tb.type === 'detail' || tb.type === 'feed' || tb.type === 'approval' || LOG_TABS[tb.type] || (tb.type === 'reverse_foreignkey' && tb.data_model_name && tb.param) || isBoardTab(tb)), [meta]);
  // The tab chain in the hash (?tab=feed&feedtab=note) re-opens a tab and the feed's own tab.
  const [opening] = useState(() => parseHash(window.location.hash).query);
  const [activeTab, setActiveTab] = useState(opening.get('tab') ?? '');
  const [shownTabs, setShownTabs] = useState<Set<string>>(() => new Set(opening.get('tab') ? [opening.get('tab')!] : []));
  const relationTabs = useMemo(() => tabs.filter((tb) => tb.type === 'reverse_foreignkey'), [tabs]);
  const counts = useTabCounts(id ? relationTabs : [], Number(id));
  const current = (tabs.some((tb) => tb.name === activeTab) && activeTab) || tabs.find((tb) => tb.defaultTab)?.name || 'detail';
  function selectTab(name: string) {
    setActiveTab(name);
    setShownTabs((s) => new Set(s).add(name));
  }
  // A stage chip opens the board of its model: the page's board tab, else the board's own page.
  function openBoard(boardModel: string) {
    const tab = tabs.find((tb) => isBoardTab(tb) && tb.data_model_name === boardModel);
    if (tab) selectTab(tab.name);
    else navigate(formatRoute(boardModel, 'kanban', { [model]: id ?? '' }));
  }

  if (!id) return <EmptyState title={t('detail.idMissing')} />;
  if (metaError || error) return <ErrorState error={metaError ?? error} onRetry={() => { void retry(); reload(); }} />;
  if (!meta || !groups || !record) return <FullPageSpinner />;
  // An approval flow's page is its levels and approvers, not field groups (model info `approval_flow`).
  if (isApprovalFlowModel(meta)) return <ApprovalFlowPage model={model} meta={meta} flow={record} onChanged={reload} />;
  return (
    <div className="h-full overflow-auto">
      {/* A pipeline board needs the width of the window for its columns. */}
      <div className={`mx-auto space-y-5 px-4 py-6 sm:px-6 ${tabs.some((tb) => tb.name === current && isBoardTab(tb)) ? 'max-w-none' : 'max-w-5xl'}`}>
        {!embedded && <a href={formatRoute(model, 'list')} className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-500 hover:text-slate-900">
          <ArrowLeft className="size-4" aria-hidden />{t('detail.backToList')}
        </a>}
        <div className="flex flex-wrap items-center gap-3">
          <div className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600"><ModelIcon name={meta.icon} className="size-5" /></div>
          {/* At least 16rem for the name: the actions wrap below it rather than squeeze it. */}
          <div className="min-w-[16rem] flex-1">
            <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{meta.label_value}</p>
            <h1 className="break-words text-xl font-semibold tracking-tight text-slate-900">{t('detail.title', { name: record.__name__ ?? '', id: record.id })}</h1>
          </div>
          {record.is_deleted && <span className="rounded-full bg-red-50 px-2.5 py-1 text-xs font-medium text-red-700 ring-1 ring-red-200">{t('detail.deletedBadge')}</span>}
          <AddTodoButton model={model} record={record} />
          {!record.is_deleted && canNotify(meta.fields) && <NotifyButton model={model} record={record} />}
          <DetailActions model={model} record={record} allowed={meta.allowed_actions} actions={meta.actions?.actions} onEdit={() => usePageFloat.getState().open(`edit:${model}`, { id: record.id, record, onSaved: reload })} onChanged={reload} />
        </div>
        {summaryModels(meta.detail_tabs).map((m) => <StageSummary key={m} model={m} owner={model} id={record.id} onOpen={() => openBoard(m)} />)}
        {tabs.length > 1 && <DetailTabs tabs={tabs} active={current} counts={counts} onSelect={selectTab} />}
        <div className={current === 'detail' || tabs.length <= 1 ? 'space-y-5' : 'hidden'}>
          {groups.map((g) => <FieldGroup key={g.name} group={g} fields={fields} record={record} />)}
        </div>
        {relationTabs.filter((tb) => shownTabs.has(tb.name)).map((tb) => (
          <div key={tb.name} role="tabpanel" className={current === tb.name ? '' : 'hidden'}><RelatedList tab={tb} id={record.id} /></div>
        ))}
        {tabs.filter((tb) => isBoardTab(tb) && shownTabs.has(tb.name)).map((tb) => (
          <div key={tb.name} role="tabpanel" className={current === tb.name ? '' : 'hidden'}>
            <KanbanBoard model={tb.data_model_name!} boardId={record.id} boardName={record.__name__} />
          </div>
        ))}
        {tabs.filter((tb) => tb.type === 'feed' && shownTabs.has(tb.name)).map((tb) => (
          <div key={tb.name} role="tabpanel" className={current === tb.name ? '' : 'hidden'}>
            <FeedWidget source={{ model, id: record.id }} wantedTab={opening.get('feedtab')} onTab={(key) => navigate(feedTabHash(tb.name, key), true)} />
          </div>
        ))}
        {tabs.filter((tb) => tb.type === 'approval' && shownTabs.has(tb.name)).map((tb) => (
          <div key={tb.name} role="tabpanel" className={current === tb.name ? '' : 'hidden'}><ApprovalTab model={model} id={record.id} onChanged={reload} /></div>
        ))}
        {tabs.filter((tb) => LOG_TABS[tb.type] && shownTabs.has(tb.name)).map((tb) => (
          <div key={tb.name} role="tabpanel" className={current === tb.name ? '' : 'hidden'}><OperationLog kind={LOG_TABS[tb.type]!} model={model} id={record.id} /></div>
        ))}
      </div>
    </div>
  );
}
