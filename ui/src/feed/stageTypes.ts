// Feed items that get the stage cell: the records of the pipeline's stages (the stage models
// of meta/models/jobsubmission.json's pipeline, each with `feed: {type: <model>}`) and
// approval flows. Only the registration names them; what a cell shows comes from the item's
// record and its model's metadata (StageBody).
import type { FieldMeta, ModelMeta } from '../api/types';
import type { FeedItem } from './types';

const STAGE_TYPES = new Set(['cvsent', 'clientinterview', 'offersign', 'onboard', 'invoice', 'reject', 'approvalflow']);

export const isStageItem = (item: Pick<FeedItem, 'external_type'>) => STAGE_TYPES.has(item.external_type);

/** The pipeline metadata of a model's info (meta/README.md `pipeline`). */
export interface PipelineInfo { stage: string; board?: string; stages: { code: string; model?: string }[] }
export const pipelineOf = (meta: ModelMeta | undefined) => (meta as { pipeline?: PipelineInfo } | undefined)?.pipeline;

export interface StageInfo {
  /** The stage's option of the pipeline's stage field (label and colour), when the record is a stage. */
  option?: { code: string; label: string; color?: string };
  /** The record's link to the pipeline's board (the job). */
  boardField?: FieldMeta;
}

/** Where a record of `model` sits in a pipeline: the linked models' metadata (its foreignkey
 * targets) name the pipeline whose stage has this model. */
export function stageInfo(model: string, fields: FieldMeta[], linked: (ModelMeta | undefined)[], label: (o: NonNullable<FieldMeta['options']>[number]) => string): StageInfo {
  for (const meta of linked) {
    const p = pipelineOf(meta);
    if (!p || !meta) continue;
    const stage = p.stages.find((s) => s.model === model);
    const boardField = p.board ? fields.find((f) => f.type === 'foreignkey' && f.to === p.board && !f.multiple) : undefined;
    const o = stage && meta.fields.find((f) => f.name === p.stage)?.options?.find((x) => x.code === stage.code);
    return { option: o ? { code: o.code, label: label(o), color: o.color } : undefined, boardField };
  }
  return {};
}

/** The record's key fields: its model's list columns that are values of its own (dates,
 * rounds, amounts, results), not links; status and category show in the cell's header. */
export function keyFields(meta: ModelMeta | undefined, fields: Map<string, FieldMeta>): FieldMeta[] {
  const names = meta?.views.list?.columns ?? [...fields.keys()];
  return names.map((n) => fields.get(n)).filter((f): f is FieldMeta => !!f
    && !['foreignkey', 'reverse_foreignkey', 'comtree', 'attachments', 'richtext', 'multiline'].includes(f.type)
    && !['status', 'category'].includes(f.name) && !f.system);
}
