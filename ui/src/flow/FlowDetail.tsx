// The job submission flow detail page (spec 000 §2 "Job submission flow detail page", §6): the
// detail route of any model with pipeline metadata. Layout 1 (default): the flow heading with
// the stage and Edit, the feedback widget, the action menu and the candidate's detail; layout 2
// (tenant flow_detail_layout 2): base info, Resume / feedback detail tabs and the interview
// feedback table. Both keep the heading's Edit and action menu, so a tenant on layout 2 can
// still move its submissions. The side column (Events/Log, or notes for the HR client type)
// is left out in slide mode (embedded) and when the tenant sets disable_flow_detail_note.
import { ArrowLeft, GitBranch, Pencil } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DetailTab, FieldMeta, Lang, ModelMeta } from '../api/types';
import { Button } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import { FullPageSpinner } from '../components/Spinner';
import { useToasts } from '../components/Toasts';
import { DetailTabs } from '../detail/DetailTabs';
import { FieldGroup } from '../detail/FieldGroup';
import { useRecord } from '../detail/useRecord';
import { canNotify } from '../notice/noticeRules';
import { HUNTER_FIELD, SHORTLIST_FIELD } from '../pipeline/board';
import { HuntingTooltip } from '../pipeline/HuntingTooltip';
import { StageMoveDialog } from '../pipeline/StageMoveDialog';
import { formatRoute } from '../router/hash';
import { usePageFloat } from '../stores/pageFloat';
import { useSession } from '../stores/session';
import { useModel } from '../stores/useModel';
import { Badge } from '../widgets/display/Badge';
import { findOption, optionLabel } from '../widgets/display/options';
import { idOf } from '../widgets/display/types';
import { flowApi } from './flowApi';
import { FlowActionMenu } from './FlowActionMenu';
import { FlowEditModal } from './FlowEditModal';
import { FlowNotifyModal } from './FlowNotifyModal';
import {
  currentFeedback, flowActions, flowButtons, flowDemandKeys, flowLayout, flowLinks, flowSide, flowStage, flowTitle,
  INTERVIEW_STAGE, INVOICE_STAGE, isLimited, recordEditable, stageRecords, type FlowAction,
} from './flowRules';
import { FlowSide } from './FlowSide';
import { InterviewTable } from './InterviewTable';
import { StageRecordCard } from './StageRecordCard';

// The generic detail page embeds the candidate; loaded apart (it also routes here).
const DetailScreen = lazy(() => import('../detail/DetailScreen'));
/** The candidate's tab of CV files (module resume's detail tab), which layout 2's Resume tab opens. */
const RESUME_TAB = 'resume';

export default function FlowDetail({ model, id, embedded = false }: { model: string; id: string | null; embedded?: boolean }) {
  const { t } = useTranslation();
  const { meta, error: metaError } = useModel(model);
  const demandKeys = useMemo(() => (meta ? flowDemandKeys(meta) : undefined), [meta]);
  const { record, error, reload } = useRecord(model, id, demandKeys);
  if (!id) return <EmptyState title={t('detail.idMissing')} />;
  // A refused load (status false) shows the server's message and stops there: no retry.
  if (metaError || error) return <ErrorState error={metaError ?? error} />;
  if (!meta || !record) return <FullPageSpinner />;
  return <FlowPage key={record.id} model={model} meta={meta} record={record} embedded={embedded} reload={reload} />;
}

function FlowPage({ model, meta, record, embedded, reload }: {
  model: string; meta: ModelMeta; record: NonNullable<ReturnType<typeof useRecord>['record']>; embedded: boolean; reload(): void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const config = useSession((s) => s.config);
  const push = useToasts((s) => s.push);
  const [actionsEditable, setActionsEditable] = useState<boolean>();
  const [modal, setModal] = useState<FlowAction>();
  const links = useMemo(() => flowLinks(meta), [meta]);
  const { meta: candidateMeta } = useModel(links.candidate?.to ?? '', '', !!links.candidate?.to);
  const readsEditable = typeof record.editable === 'boolean';
  useEffect(() => {
    if (readsEditable) return; // the read says it; no second call
    let stale = false;
    flowApi.editable(model, record.id).then((v) => { if (!stale) setActionsEditable(v); }, () => { if (!stale) setActionsEditable(false); });
    return () => { stale = true; };
  }, [model, record.id, record.version, readsEditable]);
  const editable = recordEditable(record, actionsEditable);

  const p = meta.pipeline!;
  const stageField = meta.fields.find((f) => f.name === p.stage);
  const stageLabel = (code: string) => { const o = stageField && findOption(stageField, code); return o ? optionLabel(o, lang) : code; };
  const { code: stageCode, label: currentLabel, color: stageColor } = flowStage(record, stageField, lang);
  const job = links.job ? record[links.job.name] : undefined;
  const jobId = idOf(job);
  const candidate = links.candidate ? record[links.candidate.name] : undefined;
  const candidateId = idOf(candidate);
  const limited = isLimited(job);
  const feedback = currentFeedback(record, meta);
  const buttons = flowButtons({ limited, editable, feedback: !!feedback, submission: true });
  const actions = flowActions(record, meta, !!candidateId && !!candidateMeta && canNotify(candidateMeta.fields));
  const layout = flowLayout(config);
  const side = flowSide(config, embedded);
  const title = flowTitle(record, links.candidate?.name, meta.label_value);

  // What a stage record's edit form leaves out: its link back and the links copied onto it.
  const fixedLinks = (code: string) => [p.stages.find((s) => s.code === code)?.via ?? '', ...(p.links ?? [])].filter(Boolean);
  const done = (message: string) => { setModal(undefined); push('success', message); reload(); };
  const openEdit = () => usePageFloat.getState().open(`edit:${model}`, { id: record.id, onSaved: reload });

  const heading = (
    <div className="flex flex-wrap items-center gap-3" data-flow="heading">
      <div className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600"><GitBranch className="size-5" aria-hidden /></div>
      <div className="min-w-[16rem] flex-1">
        <p className="text-xs font-medium uppercase tracking-wide text-slate-500">
          {meta.label_value}{jobId && typeof job === 'object' && (job as { __name__?: string }).__name__ ? <> · <a className="normal-case hover:text-slate-900 hover:underline" href={formatRoute(links.job!.to!, 'detail', { id: jobId })}>{(job as { __name__: string }).__name__}</a></> : null}
        </p>
        <h1 className="break-words text-xl font-semibold tracking-tight text-slate-900">{t('detail.title', title)}</h1>
      </div>
      <span data-flow="stage" data-stage={stageCode}><Badge color={stageColor}>{currentLabel}</Badge></span>
      {buttons.edit && <Button variant="primary" onClick={openEdit}><Pencil className="size-4" aria-hidden />{t('flow.edit')}</Button>}
      {buttons.menu && <FlowActionMenu actions={actions} stageLabel={stageLabel} onPick={setModal} />}
    </div>
  );

  // Layout 2's tab is the spec's Resume tab: the candidate opens on its CV tab where it has one.
  const candidateDetail = candidateId && links.candidate?.to && !isLimited(candidate)
    ? <Suspense fallback={<FullPageSpinner />}><DetailScreen model={links.candidate.to} id={String(candidateId)} embedded openTab={layout === 2 ? RESUME_TAB : undefined} /></Suspense>
    : <p className="text-sm text-slate-500">{t('flow.noCandidate')}</p>;

  return (
    <div className="h-full overflow-auto" data-flow-page={layout} data-slide={embedded ? '1' : '0'}>
      <div className={`mx-auto gap-6 px-4 py-6 sm:px-6 ${side === 'none' ? 'max-w-5xl' : 'max-w-7xl lg:flex'}`}>
        <div className="min-w-0 flex-1 space-y-5">
          {!embedded && <a href={formatRoute(model, 'list')} className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-500 hover:text-slate-900">
            <ArrowLeft className="size-4" aria-hidden />{t('detail.backToList')}
          </a>}
          {heading}
          {layout === 1
            ? <LayoutOne meta={meta} feedback={feedback} stageField={p.stage} candidateLabel={candidateMeta?.label_value ?? links.candidate?.label_value ?? ''} candidateDetail={candidateDetail} record={record} />
            : <LayoutTwo meta={meta} record={record} candidateDetail={candidateDetail} stageLabel={stageLabel} />}
        </div>
        {/* Read again after every change of the record (a move adds a stage record to its feed). */}
        {side !== 'none' && <aside className="mt-6 shrink-0 lg:mt-0 lg:w-[26rem]"><FlowSide key={String(record.version)} side={side} meta={meta} id={record.id} /></aside>}
      </div>
      {modal?.kind === 'move' && (
        <StageMoveDialog model={model} submission={record} to={modal.to!} onClose={() => setModal(undefined)} onMoved={() => done(t('flow.moved', { stage: stageLabel(modal.to!) }))} />
      )}
      {modal?.kind === 'editInvoice' && (() => {
        const stage = p.stages.find((s) => s.code === INVOICE_STAGE);
        const latest = stageRecords(record, meta, stage)[0];
        return stage?.model && latest
          ? <FlowEditModal model={stage.model} id={latest.id} title={t('flow.editInvoice')} hide={fixedLinks(stage.code)} onClose={() => setModal(undefined)} onSaved={() => done(t('flow.saved'))} />
          : null;
      })()}
      {modal?.kind === 'editFlow' && feedback?.model && (
        <FlowEditModal model={feedback.model} id={feedback.record.id} title={t('flow.editFlow')} hide={fixedLinks(stageCode)}
          contactsOf={links.job?.to && jobId ? { model: links.job.to, id: jobId } : undefined}
          onClose={() => setModal(undefined)} onSaved={() => done(t('flow.saved'))} />
      )}
      {modal?.kind === 'notify' && candidateId && links.candidate?.to && (
        <FlowNotifyModal model={model} candidate={{ model: links.candidate.to, id: candidateId }} name={title.name}
          links={{ [model]: record.id, [links.candidate.to]: candidateId, ...(links.job?.to && jobId ? { [links.job.to]: jobId } : {}) }}
          onClose={() => setModal(undefined)} onSent={reload} />
      )}
    </div>
  );
}

/** Layout 1: the feedback widget, then the submission's detail and the candidate's. */
function LayoutOne({ meta, record, feedback, stageField, candidateLabel, candidateDetail }: {
  meta: ModelMeta; record: FlowRecord; feedback: ReturnType<typeof currentFeedback>; stageField: string; candidateLabel: string; candidateDetail: ReactNode;
}) {
  const { t } = useTranslation();
  // The submission's own info first; the candidate's detail (a whole record page with its own
  // title and tabs) is read the first time its tab is chosen.
  const tabs: DetailTab[] = [
    { name: 'submission', label_value: meta.label_value, type: 'detail' },
    { name: 'candidate', label_value: candidateLabel || t('flow.candidate'), type: 'detail' },
  ];
  const [tab, shown, select] = useLazyTabs('submission');
  return (
    <>
      <section className="rounded-xl bg-white px-5 py-4 shadow-sm ring-1 ring-slate-200" data-flow="feedback" aria-label={t('flow.feedback')}>
        <h2 className="mb-3 text-sm font-semibold text-slate-900">{t('flow.feedback')}</h2>
        {feedback ? <StageRecordCard model={feedback.model ?? meta.name} record={feedback.record} skip={feedback.model ? undefined : stageField} />
          : <p className="text-sm text-slate-400">{t('flow.noFeedback')}</p>}
      </section>
      <DetailTabs tabs={tabs} active={tab} counts={{}} onSelect={select} />
      {shown.has('candidate') && <div role="tabpanel" className={tab === 'candidate' ? '' : 'hidden'}>{candidateDetail}</div>}
      {shown.has('submission') && <div role="tabpanel" className={`space-y-5 ${tab === 'submission' ? '' : 'hidden'}`}><BaseInfo meta={meta} record={record} /></div>}
    </>
  );
}

/** Layout 2: base info, the Resume and feedback detail tabs, the interview feedback table. */
function LayoutTwo({ meta, record, candidateDetail, stageLabel }: {
  meta: ModelMeta; record: FlowRecord; candidateDetail: ReactNode; stageLabel(code: string): string;
}) {
  const { t } = useTranslation();
  const p = meta.pipeline!;
  const tabs: DetailTab[] = [{ name: 'resume', label_value: t('flow.resume'), type: 'detail' }, { name: 'feedback', label_value: t('flow.feedbackDetail'), type: 'detail' }];
  const [tab, shown, select] = useLazyTabs('resume');
  const interview = p.stages.find((s) => s.code === INTERVIEW_STAGE);
  // Every stage record, newest first within each stage, stages in pipeline order.
  const history = p.stages.flatMap((s) => stageRecords(record, meta, s).map((r) => ({ stage: s, record: r })));
  return (
    <>
      <BaseInfo meta={meta} record={record} />
      <DetailTabs tabs={tabs} active={tab} counts={{}} onSelect={select} />
      {shown.has('resume') && <div role="tabpanel" className={tab === 'resume' ? '' : 'hidden'}>{candidateDetail}</div>}
      {shown.has('feedback') && (
        <div role="tabpanel" className={`space-y-3 ${tab === 'feedback' ? '' : 'hidden'}`}>
          {history.length ? history.map((h) => (
            <div key={`${h.stage.model}-${h.record.id}`} className="rounded-xl bg-white px-5 py-4 shadow-sm ring-1 ring-slate-200">
              <StageRecordCard model={h.stage.model!} record={h.record} title={stageLabel(h.stage.code)} />
            </div>
          )) : (
            // Nothing recorded at any stage yet: the submission's own feedback stands for it.
            <div className="rounded-xl bg-white px-5 py-4 shadow-sm ring-1 ring-slate-200"><StageRecordCard model={meta.name} record={record} skip={p.stage} /></div>
          )}
        </div>
      )}
      {interview?.model && <InterviewTable model={interview.model} rows={stageRecords(record, meta, interview)} />}
    </>
  );
}

type FlowRecord = NonNullable<ReturnType<typeof useRecord>['record']>;

/** The submission's detail view groups (its base info); its hunter shows the hunting channel
 * on hover, as on the generic detail page. */
function BaseInfo({ meta, record }: { meta: ModelMeta; record: FlowRecord }) {
  const fields = useMemo(() => new Map(meta.fields.map((f) => [f.name, f])), [meta]);
  const renderValue = (f: FieldMeta, r: FlowRecord) => (f.name === HUNTER_FIELD && r[f.name]
    ? <HuntingTooltip hunter={r[f.name]} shortlistDate={r[SHORTLIST_FIELD]} userModel={f.to} /> : undefined);
  return <div className="space-y-5" data-flow="base">{(meta.views.detail?.groups ?? []).map((g) => <FieldGroup key={g.name} group={g} fields={fields} record={record} renderValue={renderValue} />)}</div>;
}

/** A tab bar's state whose panels render the first time they are shown and stay after. */
function useLazyTabs(first: string): [string, Set<string>, (name: string) => void] {
  const [tab, setTab] = useState(first);
  const [shown, setShown] = useState(() => new Set([first]));
  return [tab, shown, (name) => { setTab(name); setShown((s) => new Set(s).add(name)); }];
}
