import { ArrowLeft } from 'lucide-react';
import { Suspense, useMemo, useState } from 'react';
import { usePageFloat } from '../stores/pageFloat';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import { FullPageSpinner } from '../components/Spinner';
import type { DetailTab } from '../api/types';
import { formatRoute, parseHash } from '../router/hash';
import { useModel } from '../stores/useModel';
import { ModelIcon } from '../shell/modelIcon';
import { DetailActions } from './DetailActions';
import { DetailTabs } from './DetailTabs';
import { RelatedList } from './RelatedList';
import { useTabCounts } from './useTabCounts';
import { FieldGroup } from './FieldGroup';
import { useRecord } from './useRecord';
import { needsDemand } from '../widgets/display/registry';
import { formDemandKeys } from '../forms/schema';
import { OperationLog } from './OperationLog';
import { useMediaQuery } from '../components/useMediaQuery';
import { activeModules, useModules } from '../modules/active';
import { collect, preloadParts } from '../modules/registry';

/** From here the record's timeline sits beside its fields (Tailwind's xl). */
const WIDE_SCREEN = '(min-width: 1280px)';

/** Detail-tab types drawn from the operation log, and which log. */
const LOG_TABS: Record<string, 'view' | 'update' | undefined> = { changelog: 'update', viewlog: 'view' };

// The modules' parts of a record page come with the detail's code rather than when first drawn.
preloadParts(activeModules(), ['detailPages', 'recordPages', 'recordButtons', 'recordSummaries', 'detailTabs']);

/** A record's detail page: a module's own page for the models it claims, otherwise the record
 * laid out by its detail view groups. */
/** openTab: the tab an embedded record opens on (the flow page's Resume tab opens the
 * candidate's CV tab), where the page's address does not name one. */
export default function DetailScreen(props: { model: string; id: string | null; embedded?: boolean; openTab?: string }) {
  const { meta, error } = useModel(props.model);
  const modules = useModules();
  if (props.id && !meta && !error) return <FullPageSpinner />;
  const page = collect(modules, 'detailPages').find((p) => p.matches(meta));
  if (page) return <Suspense fallback={<FullPageSpinner />}><page.Component {...props} /></Suspense>;
  return <RecordDetail {...props} />;
}

/** One record, laid out by the model's detail view groups. */
function RecordDetail({ model, id, embedded = false, openTab }: { model: string; id: string | null; embedded?: boolean; openTab?: string }) {
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
  const modules = useModules();
  const tabKinds = useMemo(() => collect(modules, 'detailTabs'), [modules]);
  const kindOf = (tb: DetailTab) => tabKinds.find((k) => k.matches(tb));
  // Tabs this app can show: the base info, reverse relations, the change and view logs, and
  // the kinds the modules draw. A tab's content loads the first time it is shown.
  const tabs = useMemo(() => (meta?.detail_tabs ?? []).filter((tb) => tb.type === 'detail' || LOG_TABS[tb.type] || (tb.type === 'reverse_foreignkey' && tb.data_model_name && tb.param) || tabKinds.some((k) => k.matches(tb))), [meta, tabKinds]);
  // The tab chain in the hash (?tab={name}&…) re-opens a tab, and a tab's own sub-tab.
  const [opening] = useState(() => parseHash(window.location.hash).query);
  const [firstTab] = useState(() => (embedded && openTab) || opening.get('tab') || '');
  const [activeTab, setActiveTab] = useState(firstTab);
  const [shownTabs, setShownTabs] = useState<Set<string>>(() => new Set(firstTab ? [firstTab] : []));
  const relationTabs = useMemo(() => tabs.filter((tb) => tb.type === 'reverse_foreignkey'), [tabs]);
  const counts = useTabCounts(id ? relationTabs : [], Number(id));
  const current = (tabs.some((tb) => tb.name === activeTab) && activeTab) || tabs.find((tb) => tb.defaultTab)?.name || 'detail';
  const wideScreen = useMediaQuery(WIDE_SCREEN);
  function selectTab(name: string) {
    setActiveTab(name);
    setShownTabs((s) => new Set(s).add(name));
  }

  if (!id) return <EmptyState title={t('detail.idMissing')} />;
  if (metaError || error) return <ErrorState error={metaError ?? error} onRetry={() => { void retry(); reload(); }} />;
  if (!meta || !groups || !record) return <FullPageSpinner />;
  // A module may draw the record its own way.
  const recordPage = collect(modules, 'recordPages').find((p) => p.matches(meta));
  if (recordPage) return <recordPage.Component model={model} meta={meta} record={record} onChanged={reload} />;
  const part = { model, meta, record, onChanged: reload, tabs, selectTab };
  // Beside the fields on a wide screen (the timeline): drawn there, not behind a tab. Not in a
  // record embedded in another page (the flow page's candidate), whose pane is narrower.
  const aside = wideScreen && !embedded ? tabs.find((tb) => kindOf(tb)?.aside) : undefined;
  const barTabs = aside ? tabs.filter((tb) => tb !== aside) : tabs;
  const shownTab = aside && current === aside.name ? (barTabs.find((tb) => tb.defaultTab)?.name ?? 'detail') : current;
  const wideTab = tabs.some((tb) => tb.name === shownTab && kindOf(tb)?.wide);
  const panels = barTabs.filter((tb) => shownTabs.has(tb.name) || tb.name === shownTab);
  const AsidePanel = aside && kindOf(aside)?.Component;
  return (
    // relative: the page's own out-of-sight parts (screen-reader labels) stay inside its scroll,
    // so scrolling past the end never moves the window itself.
    <div className="relative h-full overflow-auto">
      {/* Some tabs need the width of the window (a board's columns); the timeline takes its own column. */}
      <div className={`mx-auto space-y-5 px-4 py-6 sm:px-6 ${wideTab ? 'max-w-none' : aside ? 'max-w-[104rem]' : 'max-w-5xl xl:max-w-7xl'}`}>
        {!embedded && <a href={formatRoute(model, 'list')} className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-500 hover:text-slate-900">
          <ArrowLeft className="size-4" aria-hidden />{t('detail.backToList')}
        </a>}
        <div className="flex flex-wrap items-center gap-3 sm:flex-nowrap">
          <div className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600"><ModelIcon name={meta.icon} className="size-5" /></div>
          {/* The name keeps its width; the actions take the rest of the row, the ones that do not fit in More. */}
          <div className="min-w-0 flex-1 sm:flex-none sm:max-w-[50%]">
            <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{meta.label_value}</p>
            <h1 className="break-words text-xl font-semibold tracking-tight text-slate-900">{t('detail.title', { name: record.__name__ ?? '', id: record.id })}</h1>
          </div>
          {record.is_deleted && <span className="shrink-0 rounded-full bg-red-50 px-2.5 py-1 text-xs font-medium text-red-700 ring-1 ring-red-200">{t('detail.deletedBadge')}</span>}
          <div className="flex min-w-0 basis-full sm:basis-auto sm:flex-1">
            <DetailActions model={model} record={record} allowed={meta.allowed_actions} actions={meta.actions?.actions}
              extra={collect(modules, 'recordButtons').map((b, i) => <b.Component key={`module-${i}`} {...part} />)}
              onEdit={() => usePageFloat.getState().open(`edit:${model}`, { id: record.id, record, onSaved: reload })} onChanged={reload} />
          </div>
        </div>
        {collect(modules, 'recordSummaries').map((b, i) => <b.Component key={i} {...part} />)}
        <div className={aside && !wideTab ? 'grid grid-cols-[minmax(0,1fr)_minmax(0,30rem)] items-start gap-6' : ''}>
          <div className="min-w-0 space-y-5">
            {barTabs.length > 1 && <DetailTabs tabs={barTabs} active={shownTab} counts={counts} onSelect={selectTab} />}
            {/* Without a timeline beside them, a wide screen lays the groups in two columns. */}
            <div className={shownTab === 'detail' || barTabs.length <= 1 ? `space-y-5 ${aside ? '' : 'xl:columns-2 xl:gap-5 xl:space-y-0 xl:[&>section]:mb-5 xl:[&>section]:break-inside-avoid'}` : 'hidden'}>
              {groups.map((g) => <FieldGroup key={g.name} group={g} fields={fields} record={record} />)}
            </div>
            {panels.filter((tb) => tb.type === 'reverse_foreignkey').map((tb) => (
              <div key={tb.name} role="tabpanel" className={shownTab === tb.name ? '' : 'hidden'}><RelatedList tab={tb} id={record.id} /></div>
            ))}
            {panels.map((tb) => {
              const Panel = kindOf(tb)?.Component;
              return Panel && (
                <div key={tb.name} role="tabpanel" className={shownTab === tb.name ? '' : 'hidden'}>
                  <Panel tab={tb} model={model} record={record} onChanged={reload} opening={opening} />
                </div>
              );
            })}
            {panels.filter((tb) => LOG_TABS[tb.type]).map((tb) => (
              <div key={tb.name} role="tabpanel" className={shownTab === tb.name ? '' : 'hidden'}><OperationLog kind={LOG_TABS[tb.type]!} model={model} id={record.id} /></div>
            ))}
          </div>
          {aside && AsidePanel && (
            <aside aria-label={aside.label_value} className={wideTab ? 'hidden' : 'min-w-0'}>
              <h2 className="mb-2 text-sm font-semibold text-slate-900">{aside.label_value}</h2>
              <AsidePanel tab={aside} model={model} record={record} onChanged={reload} opening={opening} />
            </aside>
          )}
        </div>
      </div>
    </div>
  );
}
