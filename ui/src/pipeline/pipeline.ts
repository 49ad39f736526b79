// Pure helpers over a model's pipeline metadata (meta/README.md#pipeline): which moves a
// record may make, the board's columns, and the stage model's form for a move.
import type { DataRecord, FieldMeta, Lang, ModelMeta, PipelineMeta, PipelineStage } from '../api/types';
import { optionLabel } from '../widgets/display/options';
import { idOf } from '../widgets/display/types';
import { collectionOf } from '../widgets/input/collectionData';

export function stageOf(pipeline: PipelineMeta, code: string): PipelineStage | undefined {
  return pipeline.stages.find((s) => s.code === code);
}

/** The stages a record at fromCode may move to, as the engine allows them (Pipeline.Allows):
 * the stage's `to` list, only codes that are stages, each once. An unknown stage moves nowhere. */
export function allowedMoves(pipeline: PipelineMeta | undefined, fromCode: string): string[] {
  const from = pipeline && stageOf(pipeline, fromCode);
  if (!pipeline || !from) return [];
  const known = new Set(pipeline.stages.map((s) => s.code));
  return [...new Set(from.to)].filter((c) => known.has(c));
}

export interface StageColumn { code: string; label: string; color?: string; stage: PipelineStage }

/** The board's columns: every stage, in the stage field's option order (the order an admin
 * gives the options), with the option's label and colour; stages without an option go last. */
export function stageColumns(pipeline: PipelineMeta, stageField: FieldMeta | undefined, lang: Lang): StageColumn[] {
  const options = stageField?.options ?? [];
  const rank = (code: string) => { const i = options.findIndex((o) => o.code === code); return i < 0 ? options.length : i; };
  return [...pipeline.stages]
    .sort((a, b) => rank(a.code) - rank(b.code))
    .map((stage) => {
      const o = options.find((x) => x.code === stage.code);
      return { code: stage.code, label: o ? optionLabel(o, lang) : stage.code, color: o?.color, stage };
    });
}

/** The stage model as its move form shows it: without the fields the engine fills on a move
 * (the link back to the moving record, the pipeline's copied links, the stage moved from). */
export function stageFormMeta(stageMeta: ModelMeta, pipeline: PipelineMeta, stage: PipelineStage): ModelMeta {
  const filled = new Set([stage.via, stage.from, ...(pipeline.links ?? [])].filter((n): n is string => !!n));
  return { ...stageMeta, fields: stageMeta.fields.filter((f) => !filled.has(f.name)) };
}

const DATE_TYPES = ['date', 'datetime'];

/** Starting values of a move's form, over the fields' defaults:
 * - links defaulting to the signed-in user ({{user.id}}) hold that user (with name, for the picker);
 * - a stage field the move copies onto the record (stage.update) starts from the record's value,
 *   and a date of the same name and type as one of the record's does too (an invoice's
 *   onboardDate from the submission's; other same-name fields, a status or a feedback, mean
 *   something else on each model);
 * - moving again to the stage the record is at (a further interview round) advances an option
 *   field copied that way to the next option. */
export function stagePrefill(stageFields: FieldMeta[], record: DataRecord, recordFields: FieldMeta[], stage: PipelineStage, fromCode: string,
  user?: { id: number; __name__?: string }): Record<string, unknown> {
  const own = new Map(recordFields.map((f) => [f.name, f]));
  const copiedFrom = new Map(Object.entries(stage.update ?? {}).map(([mine, theirs]) => [theirs, mine]));
  const out: Record<string, unknown> = {};
  for (const f of stageFields) {
    // A new stage record has no children yet: an empty list lets its sub-forms be edited.
    if (collectionOf(f)) {
      out[f.name] = [];
      continue;
    }
    if (f.default_value === '{{user.id}}' && user && f.type === 'foreignkey') {
      const me = { id: user.id, __name__: user.__name__ ?? `#${user.id}` };
      out[f.name] = f.multiple ? [me] : me;
      continue;
    }
    const source = copiedFrom.get(f.name) ?? (own.get(f.name)?.type === f.type && DATE_TYPES.includes(f.type) ? f.name : undefined);
    const value = source === undefined ? undefined : record[source];
    if (value === undefined || value === null || value === '') continue;
    if (f.type === 'foreignkey' && idOf(value) === undefined) continue;
    out[f.name] = stage.code === fromCode && f.options?.length ? nextOption(f, value) : value;
  }
  return out;
}

/** The option after code (the last stays the last); an unknown code is kept. */
export function nextOption(field: FieldMeta, code: unknown): unknown {
  const options = field.options ?? [];
  const i = options.findIndex((o) => o.code === code);
  if (i < 0) return code;
  return options[Math.min(i + 1, options.length - 1)].code;
}
