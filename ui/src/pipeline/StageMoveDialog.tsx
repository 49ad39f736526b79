import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import { ApiError } from '../api/errors';
import type { DataRecord, Lang, ModelMeta, PipelineMeta, PipelineStage } from '../api/types';
import { Alert } from '../components/Alert';
import { Button } from '../components/Button';
import { FormDialog } from '../components/FormDialog';
import { FullPageSpinner } from '../components/Spinner';
import { RecordForm } from '../forms/RecordForm';
import { formLayout, toFormData, toPayload } from '../forms/schema';
import { serverErrorSchema } from '../forms/serverErrors';
import { type SaveRefusal, useFormSave } from '../forms/useFormSave';
import { usePrefill } from '../forms/usePrefill';
import { useToasts } from '../components/Toasts';
import { followMail } from '../email/followMail';
import { sendStageMail, StageMail, type StageMailDraft, useStageMailLink } from '../email/StageMail';
import { useSession } from '../stores/session';
import { useModel } from '../stores/useModel';
import { FlowModal } from './FlowModal';
import { allowedMoves, stageColumns, stageFormMeta, stageOf, stagePrefill } from './pipeline';

export { allowedMoves } from './pipeline';

export interface MovedAnswer { id: number; version: number; stage?: { model: string; id: number } }

interface Props {
  /** The record moving (a job submission as read: id, version and its stage field). */
  submission: DataRecord;
  /** The stage code to move it to. */
  to: string;
  onClose(): void;
  onMoved(answer: MovedAnswer): void;
  /** The pipeline model the submission belongs to. */
  model?: string;
}

/** Why a move failed, as the user should read it: the server's own words when it refused. */
function failure(e: unknown, t: (k: string) => string): SaveRefusal {
  const err = e instanceof ApiError ? e : new ApiError('network', String(e));
  if (err.kind !== 'refused') return { message: t('common.networkError') };
  return { message: err.message, fields: serverErrorSchema(err) };
}

/** Moves a submission to stage `to` through the engine's move (POST /rest/{model}/{id}/move):
 * a stage with a model asks for that model's record in the full-size flow modal; a stage
 * without one moves once confirmed. */
export function StageMoveDialog({ submission, to, onClose, onMoved, model = 'jobsubmission' }: Props) {
  const { t, i18n } = useTranslation();
  const { meta, error } = useModel(model);
  const pipeline = meta?.pipeline;
  const stage = pipeline && stageOf(pipeline, to);
  const from = pipeline ? String(submission[pipeline.stage] ?? '') : '';
  const columns = useMemo(() => pipeline && meta ? stageColumns(pipeline, meta.fields.find((f) => f.name === pipeline.stage), i18n.language as Lang) : [],
    [pipeline, meta, i18n.language]);
  const labelOf = (code: string) => columns.find((c) => c.code === code)?.label ?? code;
  const label = labelOf(to);

  if (error) return <Refusal title={t('pipeline.moveTitle', { stage: to })} message={failure(error, t).message} onClose={onClose} />;
  if (!meta) return null;
  if (!pipeline || !stage) return <Refusal title={t('pipeline.moveTitle', { stage: label })} message={t('pipeline.notAStage', { stage: to })} onClose={onClose} />;
  if (!allowedMoves(pipeline, from).includes(to)) {
    return <Refusal title={t('pipeline.moveTitle', { stage: label })} message={t('pipeline.notAllowed', { from: labelOf(from), to: label, allowed: allowedMoves(pipeline, from).map(labelOf).join(', ') || '-' })} onClose={onClose} />;
  }
  if (!stage.model) return <ConfirmMove model={model} submission={submission} to={to} label={label} onClose={onClose} onMoved={onMoved} />;
  return <StageForm model={model} meta={meta} pipeline={pipeline} stage={stage} stageModel={stage.model} from={from}
    submission={submission} label={label} onClose={onClose} onMoved={onMoved} />;
}

function Refusal({ title, message, onClose }: { title: string; message: string; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <FormDialog title={title} submitLabel={t('common.close')} canSubmit onSubmit={onClose} onCancel={onClose}>
      <Alert tone="error">{message}</Alert>
    </FormDialog>
  );
}

/** A stage without a model: nothing to fill in, so one confirmation moves it. */
function ConfirmMove({ model, submission, to, label, onClose, onMoved }: {
  model: string; submission: DataRecord; to: string; label: string; onClose(): void; onMoved(a: MovedAnswer): void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  async function move() {
    setBusy(true);
    setMessage('');
    try {
      onMoved(await api.moveStage(model, submission.id, to, Number(submission.version ?? 0), {}));
    } catch (e) {
      setMessage(failure(e, t).message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <FormDialog title={t('pipeline.moveTitle', { stage: label })} submitLabel={t('pipeline.move')} canSubmit busy={busy} onSubmit={() => void move()} onCancel={onClose}>
      <p className="text-sm text-slate-700">{t('pipeline.confirmMove', { name: submission.__name__ ?? `#${submission.id}`, stage: label })}</p>
      {message && <Alert tone="error">{message}</Alert>}
    </FormDialog>
  );
}

/** A stage with a model: its form (less what the engine fills), prefilled, in the flow modal.
 * A stage the mail links (CV Sent) offers its mail below the form: "Move and send" moves,
 * then sends the mail linked to the stage record made; a refused move sends nothing, and a
 * mail that fails after the move says so without undoing the move. */
function StageForm({ model, meta, pipeline, stage, stageModel, from, submission, label, onClose, onMoved }: {
  model: string; meta: ModelMeta; pipeline: PipelineMeta; stage: PipelineStage; stageModel: string; from: string;
  submission: DataRecord; label: string; onClose(): void; onMoved(a: MovedAnswer): void;
}) {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const push = useToasts((s) => s.push);
  const { meta: stageMeta, error } = useModel(stageModel);
  const mailLink = useStageMailLink(stageModel);
  const [mail, setMail] = useState<StageMailDraft>();
  const layout = useMemo(() => stageMeta && formLayout(stageFormMeta(stageMeta, pipeline, stage)), [stageMeta, pipeline, stage]);
  // The prefilled values as a record: links carry {id, __name__} so their pickers show names.
  const prefill = useMemo(() => layout && stagePrefill([...layout.fields.values()], submission, meta.fields, stage, from, user),
    [layout, submission, meta, stage, from, user]);
  const initial = useMemo(() => {
    if (!layout || !prefill) return undefined;
    const base = toFormData(layout);
    const given = toFormData(layout, { id: 0, ...prefill });
    for (const k of Object.keys(prefill)) if (k in given) base[k] = given[k];
    return base;
  }, [layout, prefill]);
  // What the move sets without the form (the links), for the fields' prefill expressions.
  const links = useMemo(() => {
    const out: Record<string, unknown> = {};
    if (stage.via) out[stage.via] = submission.id;
    for (const l of pipeline.links ?? []) out[l] = submission[l];
    return out;
  }, [stage, pipeline, submission]);
  const stageFields = useMemo(() => stageMeta?.fields ?? [], [stageMeta]);
  const { follow, names, ready, links: read } = usePrefill(stageFields, links);
  const { data, setData, serverErrors, message, setMessage, busy, formRef, save } = useFormSave(async (formData) => {
    const moved = await api.moveStage(model, submission.id, stage.code, Number(submission.version ?? 0), toPayload(formData, initial ?? {}));
    if (mail && moved.stage) {
      try {
        followMail(await sendStageMail(mail, moved.stage.id));
      } catch (e) {
        push('error', t('email.stageMail.notSent', { message: failure(e, t).message }));
      }
    }
    onMoved(moved);
  }, (e) => {
    const f = failure(e, t);
    return { fields: f.fields, message: f.fields && Object.keys(f.fields).some((k) => layout?.fields.has(k)) ? `${t('form.fixErrors')} ${f.message}` : f.message };
  });

  // Linked records read after the user began typing: their proposals apply now.
  useEffect(() => { if (data) setData(follow(data)); }, [read]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <FlowModal title={t('pipeline.moveTitle', { stage: label })} footer={<>
      <Button onClick={onClose}>{t('form.cancel')}</Button>
      <Button variant="primary" disabled={busy || !layout} onClick={() => (mail?.invalid ? setMessage(mail.invalid) : formRef.current?.submit())}>
        {busy ? t('form.saving') : mail ? t('email.stageMail.moveAndSend') : t('pipeline.move')}
      </Button>
    </>}>
      <p className="mb-4 text-sm text-slate-600">{t('pipeline.moving', { name: submission.__name__ ?? `#${submission.id}` })}</p>
      {(message || error !== undefined) && <div className="mb-4"><Alert tone="error">{message || failure(error, t).message}</Alert></div>}
      {!layout || !initial ? <FullPageSpinner /> : (
        <RecordForm ref={formRef} layout={layout} data={data ?? (ready ? follow(initial) : initial)} record={{ id: 0, ...prefill, ...names }} serverErrors={serverErrors}
          onChange={(d) => setData(follow(d))} onSubmit={(d) => void save(d)} />
      )}
      {mailLink && layout && <StageMail link={mailLink} model={model} record={submission} stageFields={[...layout.fields.values()]} formData={data ?? initial} onChange={setMail} />}
    </FlowModal>
  );
}
