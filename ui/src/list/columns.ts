// The list's columns: the list view of the chosen view (suffix), or, on Default, a user's own
// choice from before views (`columns.{model}` in the user's server-side config).
import type { FieldMeta, ModelMeta } from '../api/types';

export const columnsKey = (model: string) => `columns.${model}`;

/** Fields a list can show as columns: everything but the reverse relations. */
export function columnChoices(meta: ModelMeta): FieldMeta[] {
  return meta.fields.filter((f) => f.type !== 'reverse_foreignkey');
}

/** The model's own columns: its list view, else its first six fields. */
export function defaultColumns(meta: ModelMeta): FieldMeta[] {
  const byName = new Map(meta.fields.map((f) => [f.name, f]));
  const names = meta.views.list?.columns ?? meta.fields.filter((f) => !f.system).slice(0, 6).map((f) => f.name);
  return names.map((n) => byName.get(n)).filter((f): f is FieldMeta => !!f);
}

/** The user's saved columns that still exist, in their order; undefined when none are saved
 * (or none of them is left, after fields were removed). */
export function personalColumns(meta: ModelMeta, saved: unknown): FieldMeta[] | undefined {
  if (!Array.isArray(saved)) return undefined;
  const byName = new Map(columnChoices(meta).map((f) => [f.name, f]));
  const out = saved.map((n) => byName.get(String(n))).filter((f): f is FieldMeta => !!f);
  return out.length ? out : undefined;
}

/** Moves the item at index from by delta places, within bounds. */
export function moveBy<T>(items: T[], from: number, delta: number): T[] {
  const to = from + delta;
  if (to < 0 || to >= items.length) return items;
  const next = items.slice();
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** The list's columns for a view. Before views, a user's own columns were kept in the user
 * config (columns.{model}); they now live in personal views, but a saved choice still shows
 * on Default so nobody loses their columns until they save them as a view. legacy says so. */
export function viewColumns(meta: ModelMeta, suffix: string, legacySaved: unknown): { columns: FieldMeta[]; legacy: boolean } {
  const legacy = suffix === '' ? personalColumns(meta, legacySaved) : undefined;
  return legacy ? { columns: legacy, legacy: true } : { columns: defaultColumns(meta), legacy: false };
}

/** The columns editor's rows: the shown columns first, in their order, then the other fields
 * in the model's order. */
export function editorRows(meta: ModelMeta, shown: FieldMeta[]): { field: FieldMeta; on: boolean }[] {
  const names = new Set(shown.map((f) => f.name));
  return [...shown.map((field) => ({ field, on: true })), ...columnChoices(meta).filter((f) => !names.has(f.name)).map((field) => ({ field, on: false }))];
}

/** The fields a phone's card shows under the record's name: the model's card view (its
 * status, a number to call), else the list's columns after the first. */
export function cardColumns(meta: ModelMeta): FieldMeta[] {
  const names = meta.views.card?.columns;
  if (!names) return defaultColumns(meta).slice(1, 5);
  const byName = new Map(meta.fields.map((f) => [f.name, f]));
  return names.map((n) => byName.get(n)).filter((f): f is FieldMeta => !!f);
}
