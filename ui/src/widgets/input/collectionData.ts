// A collection field's form value: the child records as {id, version, ...their sub-form
// fields}, links as ids. What the server answers for it (expanded children) is turned into
// this shape once, when the form opens.
import type { DataRecord, FieldMeta } from '../../api/types';
import { idOf } from '../display/types';

export interface CollectionSpec { fields: string[]; max: number }
export type CollectionItem = Record<string, unknown> & { id?: number; version?: number };

const DEFAULT_MAX = 50; // meta.DefaultCollectionMax

export function collectionOf(field: FieldMeta): CollectionSpec | undefined {
  const c = field.collection as { fields?: string[]; max?: number } | undefined;
  if (!c || !Array.isArray(c.fields)) return undefined;
  return { fields: c.fields, max: c.max ?? DEFAULT_MAX };
}

/** The loaded children as form items; undefined when the record was read without them. */
export function collectionItems(field: FieldMeta, value: unknown): CollectionItem[] | undefined {
  const spec = collectionOf(field);
  if (!spec || !Array.isArray(value)) return undefined;
  return (value as DataRecord[]).map((r) => {
    const item: CollectionItem = { id: r.id, version: r.version as number };
    for (const n of spec.fields) {
      const v = r[n];
      if (v === null || v === undefined) continue;
      item[n] = v && typeof v === 'object' && !Array.isArray(v) && 'id' in v ? idOf(v) : Array.isArray(v) ? v.map((x) => idOf(x) ?? x) : v;
    }
    return item;
  });
}
