// The flow detail page's decisions (spec 000 §2 "Job submission flow detail page", §6 flow
// permissions), pure so they are tested apart from the screen: which layout, which buttons,
// which side area, the title, and where the stage records are.
import type { DataRecord, FieldMeta, Lang, ModelMeta, PipelineMeta, PipelineStage } from '../api/types';
import { allowedMoves } from '../pipeline/pipeline';
import { findOption, optionLabel } from '../widgets/display/options';

/** Stage codes (options of the stage field, spec 000 §3) whose records the page treats apart:
 * the invoice the "edit invoice" action opens, and the interview rounds of layout 2's table. */
export const INVOICE_STAGE = 'invoice';
export const INTERVIEW_STAGE = 'clientinterview';

/** The tenant settings the page reads (GET /rest/data/config). */
export interface FlowConfig { clientType?: unknown; flow_detail_layout?: unknown; disable_flow_detail_note?: unknown }

export { isFlowModel } from './flowModel';

/** The tenant's flow_detail_layout: 2 is the base-info layout, anything else layout 1. */
export function flowLayout(config: FlowConfig | undefined): 1 | 2 {
  return Number(config?.flow_detail_layout) === 2 ? 2 : 1;
}

/** Whether the job order limits this user: a limited record the user is outside of comes
 * expanded as only {id, islimited: true} (meta/README.md "Limited records"); inside it (its
 * owner, an admin, a share) the user reads it whole and is not limited by it. */
export function isLimited(job: unknown): boolean {
  if (!job || typeof job !== 'object') return false;
  const j = job as Record<string, unknown>;
  return j.islimited === true && j.__name__ === undefined;
}

export interface FlowButtons {
  /** The Edit button of the flow heading. */
  edit: boolean;
  /** The flow action menu (moves, edit invoice, edit flow, notify candidate). */
  menu: boolean;
}

/** Spec 000 §6: Edit needs the job not limited and the record editable; the action menu shows
 * only when not limited, and (§2) when both the feedback and the submission are there. */
export function flowButtons(s: { limited: boolean; editable: boolean; feedback: boolean; submission: boolean }): FlowButtons {
  return { edit: !s.limited && s.editable, menu: !s.limited && s.feedback && s.submission };
}

export type FlowSide = 'none' | 'notes' | 'events';

/** The side column: none in slide mode or when the tenant hides it (disable_flow_detail_note),
 * a note list for the HR client type, else the Events/Log tab pair. */
export function flowSide(config: FlowConfig | undefined, slide: boolean): FlowSide {
  if (slide || on(config?.disable_flow_detail_note)) return 'none';
  return String(config?.clientType ?? '').toUpperCase() === 'HR' ? 'notes' : 'events';
}

function on(v: unknown): boolean {
  return v === true || v === 1 || v === '1' || v === 'true';
}

/** The link fields of the pipeline that name the candidate and the job: the board is the job,
 * the candidate the first other link that is not a user. */
export function flowLinks(meta: ModelMeta): { candidate?: FieldMeta; job?: FieldMeta } {
  const p = meta.pipeline;
  const byName = new Map(meta.fields.map((f) => [f.name, f]));
  const job = p?.board ? byName.get(p.board) : undefined;
  const candidate = (p?.links ?? []).map((n) => byName.get(n))
    .find((f) => f && f.type === 'foreignkey' && f.name !== p?.board && f.to !== 'user');
  return { candidate, job };
}

/** The page title's name and id: the candidate's name (else the model's) with the record's
 * own id, the id a user quotes for this submission, never the candidate's. */
export function flowTitle(record: DataRecord, candidateField: string | undefined, modelLabel: string): { name: string; id: number } {
  const c = candidateField ? record[candidateField] : undefined;
  if (c && typeof c === 'object' && (c as DataRecord).__name__) {
    return { name: String((c as DataRecord).__name__), id: record.id };
  }
  return { name: modelLabel, id: record.id };
}

/** The reverse relation listing a stage's records on the moving record (cvsent → cvsent_set). */
export function stageSet(meta: ModelMeta, stage: PipelineStage | undefined): string | undefined {
  if (!stage?.model) return undefined;
  return meta.fields.find((f) => f.type === 'reverse_foreignkey' && f.to === stage.model && (!stage.via || !f.via || f.via === stage.via))?.name;
}

/** What to read with the record: its links, every stage's records, and the links its base info
 * shows (their names). */
export function flowDemandKeys(meta: ModelMeta): string[] {
  const p = meta.pipeline;
  if (!p) return [];
  const sets = p.stages.map((s) => stageSet(meta, s)).filter((n): n is string => !!n);
  const byName = new Map(meta.fields.map((f) => [f.name, f]));
  const shown = (meta.views.detail?.groups ?? []).flatMap((g) => g.fields).filter((n) => byName.get(n)?.type === 'foreignkey');
  // The server expands at most MAX_DEMAND_KEYS relations per read; the base info's names go last.
  return [...new Set([...(p.links ?? []), ...(p.board ? [p.board] : []), ...sets, ...shown])].slice(0, MAX_DEMAND_KEYS);
}

/** engine.MaxDemandKeys. */
export const MAX_DEMAND_KEYS = 12;

/** A stage's records on the record as read, newest first. */
export function stageRecords(record: DataRecord, meta: ModelMeta, stage: PipelineStage | undefined): DataRecord[] {
  const set = stageSet(meta, stage);
  const list = set ? record[set] : undefined;
  if (!Array.isArray(list)) return [];
  return [...(list as DataRecord[])].sort((a, b) => Number(b.id) - Number(a.id));
}

export interface Feedback {
  /** The stage model the record belongs to; undefined when it is the submission itself. */
  model?: string;
  record: DataRecord;
}

/** The feedback the widget shows: the current stage's latest record, or the submission itself,
 * whose own feedback field stands for it, at a stage that records nothing (longlist) or when
 * the stage's record is missing (a submission imported at its stage). */
export function currentFeedback(record: DataRecord, meta: ModelMeta): Feedback | undefined {
  const p = meta.pipeline;
  if (!p) return undefined;
  const stage = p.stages.find((s) => s.code === record[p.stage]);
  const latest = stage?.model ? stageRecords(record, meta, stage)[0] : undefined;
  return latest ? { model: stage!.model, record: latest } : { record };
}

export interface FlowAction { kind: 'move' | 'editInvoice' | 'editFlow' | 'notify'; to?: string }

/** The action menu's entries: the moves the current stage allows, then edit invoice (when an
 * invoice exists), edit flow (when the current stage has a record) and notify candidate. */
export function flowActions(record: DataRecord, meta: ModelMeta, canNotifyCandidate: boolean): FlowAction[] {
  const p = meta.pipeline as PipelineMeta;
  const out: FlowAction[] = allowedMoves(p, String(record[p.stage] ?? '')).map((to) => ({ kind: 'move', to }));
  if (stageRecords(record, meta, p.stages.find((s) => s.code === INVOICE_STAGE)).length) out.push({ kind: 'editInvoice' });
  if (currentFeedback(record, meta)?.model) out.push({ kind: 'editFlow' });
  if (canNotifyCandidate) out.push({ kind: 'notify' });
  return out;
}

/** Field meta with links to the contact model limited to the given contacts (their pickers
 * offer the job's client contacts, GET /rest/joborder/get_contact). */
export function limitContacts(fields: FieldMeta[], contactModel: string | undefined, ids: number[] | undefined): FieldMeta[] {
  if (!contactModel || !ids) return fields;
  const filter = `id__s=${ids.length ? ids.join(',') : '0'}`;
  return fields.map((f) => (f.type === 'foreignkey' && f.to === contactModel ? { ...f, link_rule: { filter } } : f));
}

/** The stage the heading shows: the record's __status as the server describes it (label and
 * colour in the user's language), else the stage field's option, else the bare code. */
export function flowStage(record: DataRecord, stageField: FieldMeta | undefined, lang: Lang): { code: string; label: string; color?: string } {
  const code = String((stageField && record[stageField.name]) ?? '');
  const st = record.__status as { code?: string; name?: string; color?: string } | undefined;
  if (st && st.code === code && st.name) return { code, label: st.name, color: st.color || undefined };
  const o = stageField && findOption(stageField, code);
  return { code, label: o ? optionLabel(o, lang) : code, color: o?.color };
}

/** Whether the user may edit the record: the record's own `editable` when the read carries it
 * (a pipeline record does), else the record actions' answer. */
export function recordEditable(record: DataRecord, fromActions: boolean | undefined): boolean {
  return typeof record.editable === 'boolean' ? record.editable : fromActions === true;
}
