// Field metadata → the JSON Schema and uiSchema rjsf renders. Every property is drawn by
// MetaField, which picks the input widget for the field's type; the schema carries what
// ajv checks before the server does (required, lengths, bounds).
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { DataRecord, DetailGroup, FieldMeta, ModelMeta } from '../api/types';
import { idOf } from '../widgets/display/types';
import { collectionItems, collectionOf } from '../widgets/input/collectionData';
import { hasInputWidget } from '../widgets/input/registry';

export interface FormLayout {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  groups: DetailGroup[];
  fields: Map<string, FieldMeta>;
}

function jsonType(f: FieldMeta): RJSFSchema {
  const n = (v: unknown) => (typeof v === 'number' ? v : undefined);
  switch (f.type) {
    case 'integer': case 'rate':
      return { type: ['integer', 'null'], minimum: n(f.min), maximum: n(f.max) };
    case 'double':
      return { type: ['number', 'null'], minimum: n(f.min), maximum: n(f.max) };
    case 'foreignkey': case 'comtree': // a multiple link (a to-do's assignees) holds a list of ids
      return f.multiple ? { type: ['array', 'null'], items: { type: 'integer' } } : { type: ['integer', 'null'] };
    case 'checkboxdropdown':
      return { type: ['array', 'null'], items: { type: 'string' } };
    case 'attachments': // descriptions as read, sent back as they are (the server takes them)
      return { type: ['array', 'null'], maxItems: n(f.max) };
    case 'tags':
      return { type: ['array', 'null'], items: { type: 'string', maxLength: n(f.max_length) }, maxItems: n(f.max) };
    case 'checkbox':
      return f.options?.length ? { type: ['array', 'null'], items: { type: 'string' } } : { type: ['boolean', 'null'] };
    case 'number-range':
      return { type: ['object', 'null'] };
    case 'reverse_foreignkey': // a collection: its sub-forms are checked by the server
      return { type: ['array', 'null'], items: { type: 'object' } };
    default:
      return { type: ['string', 'null'], maxLength: n(f.max_length) };
  }
}

function strip(s: RJSFSchema): RJSFSchema {
  return Object.fromEntries(Object.entries(s).filter(([, v]) => v !== undefined)) as RJSFSchema;
}

/** The editable fields of the model's edit view (else its detail view, else all), grouped. */
export function formLayout(meta: ModelMeta): FormLayout {
  const fields = new Map(meta.fields.map((f) => [f.name, f]));
  // A pipeline's stage changes only by moving (the server refuses it in a save): no input.
  const editable = (n: string) => {
    const f = fields.get(n);
    return !!f && n !== meta.pipeline?.stage && (f.editable !== false || collectionOf(f) !== undefined) && !f.system && hasInputWidget(f);
  };
  const view = (meta.views.edit as { groups?: DetailGroup[] } | undefined)?.groups ?? meta.views.detail?.groups
    ?? [{ name: 'all', label: {}, layout: 2 as const, fields: meta.fields.map((f) => f.name) }];
  const groups = view.map((g) => ({ ...g, fields: g.fields.filter(editable) })).filter((g) => g.fields.length > 0);
  const names = groups.flatMap((g) => g.fields);
  const properties: Record<string, RJSFSchema> = {};
  const uiSchema: UiSchema = { 'ui:order': names, 'ui:options': { groups } };
  for (const name of names) {
    const f = fields.get(name)!;
    properties[name] = strip({ ...jsonType(f), title: f.label_value });
    uiSchema[name] = { 'ui:field': 'meta', 'ui:options': { meta: f } };
  }
  const required = names.filter((n) => fields.get(n)!.required);
  return { schema: { type: 'object', properties, required }, uiSchema, groups, fields };
}

/** A record as form data: links become ids (the form edits ids; the names stay in the record). */
export function toFormData(layout: FormLayout, record?: DataRecord): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const name of layout.groups.flatMap((g) => g.fields)) {
    const f = layout.fields.get(name)!;
    let v = record ? record[name] : f.default_value;
    if (f.type === 'foreignkey' || f.type === 'comtree') v = Array.isArray(v) ? v.map(idOf) : v === null || v === undefined ? v : idOf(v);
    if (collectionOf(f)) v = record ? collectionItems(f, v) : undefined;
    if (v !== undefined && v !== null) data[name] = v;
  }
  return data;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** What to send: on add every filled field; on edit id, version and the changed fields. */
export function toPayload(data: Record<string, unknown>, initial: Record<string, unknown>, record?: DataRecord): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(data)) {
    if (record ? !same(v, initial[k]) : v !== undefined && v !== null && v !== '') out[k] = v === '' ? null : v;
  }
  if (record) {
    for (const k of Object.keys(initial)) if (!(k in data)) out[k] = null; // cleared
    out.id = record.id;
    out.version = record.version;
  }
  return out;
}

/** What an edit form must read with its record: linked records (for the pickers' names) and
 * the collections it edits. */
export function formDemandKeys(meta: ModelMeta): string[] {
  const layout = formLayout(meta);
  return layout.groups.flatMap((g) => g.fields).filter((n) => {
    const f = layout.fields.get(n)!;
    return f.type === 'foreignkey' || f.type === 'comtree' || collectionOf(f) !== undefined;
  });
}
