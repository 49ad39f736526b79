// The approval flow page (#approvalflow/detail?id=, also #approvalsent/detail?id=; spec 000
// §2, §4): the record under approval, the applicant, the flow's status and its levels in
// order with each approver's decision, and Approve / Reject for a pending approver of the
// current level. The detail screen draws this for a model whose info carries `approval_flow`.
import { ArrowLeft, Check, X } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataRecord, Lang, ModelMeta } from '../api/types';
import { Button } from '../components/Button';
import { FormDialog } from '../components/FormDialog';
import { useToasts } from '../components/Toasts';
import { formatDateTime } from '../i18n/format';
import { shownLevelName } from './numerals';
import { formatRoute } from '../router/hash';
import { useSession } from '../stores/session';
import { nameOf } from '../widgets/display/types';
import { inputClass } from '../widgets/input/types';
import { approvalApi } from './approvalApi';
import { canAct, levelViews, parseFlowData, userIds, type ApproverRow, type LevelView } from './flowState';
import { StatusLabel } from './StatusLabel';

/** The page as the detail screen draws it for an approval flow model (module.tsx). */
export default function ApprovalFlowRecordPage({ model, meta, record, onChanged }: { model: string; meta: ModelMeta; record: DataRecord; onChanged(): void }) {
  return <ApprovalFlowPage model={model} meta={meta} flow={record} onChanged={onChanged} />;
}

export function ApprovalFlowPage({ model, meta, flow, onChanged }: { model: string; meta: ModelMeta; flow: DataRecord; onChanged(): void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const me = useSession((s) => s.user?.id ?? 0);
  const isAdmin = useSession((s) => !!s.user?.isAdmin);
  const levels = useMemo(() => parseFlowData(flow.flow_data), [flow.flow_data]);
  const views = useMemo(() => levelViews(levels), [levels]);
  const [names, setNames] = useState<Map<number, string>>(new Map());
  const [acting, setActing] = useState<'approve' | 'reject'>();
  useEffect(() => {
    let stale = false;
    // Names are a nicety: without access to the user list the ids stand.
    approvalApi.names('user', userIds(levels)).then((n) => { if (!stale) setNames(n); }, () => {});
    return () => { stale = true; };
  }, [levels]);
  const statusField = meta.fields.find((f) => f.name === 'status');
  const target = String(flow.model ?? '');
  const targetId = Number(flow.record_id);
  const mayAct = canAct(flow, views, me, isAdmin);
  const who = (id: number) => names.get(id) ?? `#${id}`;

  return (
    <div className="h-full overflow-auto">
      <div className="mx-auto max-w-4xl space-y-5 px-4 py-6 sm:px-6">
        <a href={formatRoute(model, 'list')} className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-500 hover:text-slate-900">
          <ArrowLeft className="size-4" aria-hidden />{t('detail.backToList')}
        </a>
        <div className="flex flex-wrap items-center gap-3">
          <div className="min-w-[16rem] flex-1">
            <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{meta.label_value}</p>
            <h1 className="break-words text-xl font-semibold tracking-tight text-slate-900">{String(flow.__name__ ?? flow.record_name ?? `#${flow.id}`)}</h1>
          </div>
          <StatusLabel status={String(flow.status ?? '')} field={statusField} />
          {mayAct && <>
            <Button variant="primary" onClick={() => setActing('approve')}><Check className="size-4" aria-hidden />{t('approval.flow.approve')}</Button>
            <Button variant="danger" onClick={() => setActing('reject')}><X className="size-4" aria-hidden />{t('approval.flow.reject')}</Button>
          </>}
        </div>
        <dl className="grid gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:grid-cols-3">
          <Item label={t('approval.flow.target')}>
            {target && targetId > 0
              ? <a href={formatRoute(target, 'detail', { id: targetId })} className="font-medium text-brand-700 hover:underline">{String(flow.record_name ?? '') || `${target} #${targetId}`}</a>
              : '—'}
          </Item>
          <Item label={t('approval.flow.applicant')}>{flow.applicant ? nameOf(flow.applicant, lang) : '—'}</Item>
          <Item label={t('approval.flow.definition')}>{flow.definition ? nameOf(flow.definition, lang) : '—'}</Item>
        </dl>
        <section aria-label={t('approval.flow.levels')} className="space-y-3">
          <h2 className="text-sm font-semibold text-slate-900">{t('approval.flow.levels')}</h2>
          {views.length === 0 && <p className="text-sm text-slate-500">{t('approval.flow.noLevels')}</p>}
          <ol className="space-y-3">
            {views.map((v) => <LevelCard key={v.index} level={v} who={who} lang={lang} />)}
          </ol>
        </section>
      </div>
      {acting && <ActDialog kind={acting} onCancel={() => setActing(undefined)} onDone={() => { setActing(undefined); onChanged(); }}
        act={(feedback) => (acting === 'approve' ? approvalApi.approve : approvalApi.reject)(flow.id, feedback, flow.version as number | undefined)} />}
    </div>
  );
}

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="mt-0.5 truncate text-sm text-slate-900">{children}</dd>
    </div>
  );
}

function LevelCard({ level, who, lang }: { level: LevelView; who(id: number): string; lang: Lang }) {
  const { t } = useTranslation();
  const name = shownLevelName(level.name, level.index + 1, lang);
  return (
    <li aria-label={name} aria-current={level.current ? 'step' : undefined}
      className={`rounded-xl bg-white p-4 shadow-sm ring-1 ${level.current ? 'ring-2 ring-brand-300' : 'ring-slate-200'}`}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="flex size-6 items-center justify-center rounded-full bg-slate-100 text-xs font-semibold text-slate-600">{level.index + 1}</span>
        <h3 className="text-sm font-semibold text-slate-900">{name}</h3>
        {level.type && <span className="text-xs text-slate-500">{t(`approval.types.${level.type}`, { defaultValue: level.type })}</span>}
        <span className="ml-auto"><StatusLabel status={level.status} /></span>
      </div>
      {level.missing && (
        // Spec 000 §8: 'No Line Manager' in red when the applicant has none; the other types say so alike.
        <p className="mt-2 text-sm font-medium text-red-600">{t(`approval.missing.${level.missing}`, { defaultValue: t('approval.missing.other') })}</p>
      )}
      {!level.missing && level.rows.length === 0 && level.status === 'waiting' && <p className="mt-2 text-sm text-slate-500">{t('approval.flow.notReached')}</p>}
      {level.rows.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-100">
          {level.rows.map((r) => <ApproverLine key={r.user} row={r} name={who(r.user)} lang={lang} />)}
        </ul>
      )}
    </li>
  );
}

function ApproverLine({ row, name, lang }: { row: ApproverRow; name: string; lang: Lang }) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-wrap items-start gap-x-3 gap-y-1 py-2 text-sm" data-approver={row.user} data-state={row.state}>
      <span className="font-medium text-slate-900">{name}</span>
      {row.entry ? <StatusLabel status={row.entry.feedback.status} /> : <span className="text-xs text-slate-500">{t(`approval.flow.${row.state}`)}</span>}
      {row.state === 'pending' && row.last && <span className="text-xs text-slate-400">{t('approval.flow.last', { status: t(`approval.status.${row.last}`) })}</span>}
      {row.entry?.date && <time dateTime={row.entry.date} className="ml-auto text-xs tabular-nums text-slate-500">{formatDateTime(row.entry.date, lang)}</time>}
      {row.entry?.feedback.content && <p className="basis-full whitespace-pre-wrap text-slate-600">{row.entry.feedback.content}</p>}
    </li>
  );
}

/** Approve (feedback optional) or reject (feedback required, spec's contract). */
function ActDialog({ kind, act, onCancel, onDone }: { kind: 'approve' | 'reject'; act(feedback: string): Promise<void>; onCancel(): void; onDone(): void }) {
  const { t } = useTranslation();
  const push = useToasts((s) => s.push);
  const [feedback, setFeedback] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const required = kind === 'reject';
  async function submit() {
    if (required && !feedback.trim()) { setError(t('approval.flow.feedbackRequired')); return; }
    setBusy(true);
    setError('');
    try {
      await act(feedback.trim());
      push('success', t(kind === 'approve' ? 'approval.flow.approvedToast' : 'approval.flow.rejectedToast'));
      onDone();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }
  return (
    <FormDialog title={t(kind === 'approve' ? 'approval.flow.approve' : 'approval.flow.reject')} submitLabel={t(kind === 'approve' ? 'approval.flow.approve' : 'approval.flow.reject')}
      canSubmit busy={busy} onSubmit={() => void submit()} onCancel={onCancel}>
      <label htmlFor="approval-feedback" className="block text-sm font-medium text-slate-700">
        {t(required ? 'approval.flow.feedback' : 'approval.flow.feedbackOptional')}{required && <span className="ml-0.5 text-red-600" aria-hidden>*</span>}
      </label>
      <textarea id="approval-feedback" rows={4} value={feedback} onChange={(e) => setFeedback(e.target.value)} className={inputClass(!!error)} />
      {error && <p role="alert" className="text-xs text-red-600">{error}</p>}
    </FormDialog>
  );
}
