// The client's checks of the publish form before it is sent: a required field left empty gets
// 'This field is required' (the server checks the same and more, and its `errors` are shown the
// same way). Shown from the first submit attempt on, then again at every change (as add-on A).
import type { FieldMeta, FormSection, FormValues } from '../types';

/** Whether a value counts as not given: nothing, blank text, an empty list, a range ({min, max}) with neither end. */
export function isEmptyValue(field: Pick<FieldMeta, 'type'>, value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) {
    if (field.type === 'range') return value.every((v) => v === null || v === undefined || String(v).trim() === '');
    return value.length === 0;
  }
  if (typeof value === 'number') return Number.isNaN(value);
  if (typeof value === 'object') {
    const ends = Object.values(value as Record<string, unknown>);
    return ends.every((v) => v === null || v === undefined || String(v).trim() === '');
  }
  return false;
}

/** Field name → message for each required field left empty, in the order of the form. */
export function requiredErrors(sections: FormSection[], values: FormValues, message: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const s of sections) for (const f of s.fields) if (f.require && isEmptyValue(f, values[f.name])) out[f.name] = message;
  return out;
}

/** The server's `errors` of a refused publish, as field name → text (anything else dropped). */
export function serverErrors(body: Record<string, unknown>): Record<string, string> {
  const raw = body.errors;
  if (!raw || typeof raw !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw as Record<string, unknown>)) {
    const text = Array.isArray(v) ? v.filter((x) => typeof x === 'string').join(' ') : typeof v === 'string' ? v : '';
    if (text) out[k] = text;
  }
  return out;
}
