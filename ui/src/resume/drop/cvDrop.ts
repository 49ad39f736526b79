// The logic of "drop a CV, get a candidate", apart from the screens: which files are CVs,
// which models take them, how a parse becomes the add form's values and review marks.
import type { FieldMeta, FileInfo, ModelMeta } from '../../api/types';

/** The candidate's field of résumé files (module resume's metadata); the first is the current CV. */
export const RESUMES = 'resumes';

/** The kinds the parser reads (POST /rest/resume/parse); other files are refused before upload. */
export const CV_EXTENSIONS = ['pdf', 'docx', 'doc', 'rtf', 'html', 'htm', 'txt'];
export const CV_ACCEPT = CV_EXTENSIONS.map((e) => `.${e}`).join(',');

export function isCvName(name: string): boolean {
  const dot = name.lastIndexOf('.');
  return dot > 0 && CV_EXTENSIONS.includes(name.slice(dot + 1).toLowerCase());
}

/** A model takes dropped CVs when it has the résumés field and the user may add to it. */
export function takesCvs(meta: Pick<ModelMeta, 'fields' | 'allowed_actions'>): boolean {
  return meta.allowed_actions.includes('add') && meta.fields.some((f) => f.name === RESUMES && f.type === 'attachments');
}

/** The values the add form starts from: the parse's fields with the file as the current CV.
 * Empty values are left out, so the form's defaults stay. */
export function prefillOf(parsed: Record<string, unknown>, file: FileInfo): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(parsed)) {
    if (!isEmpty(v)) out[k] = v;
  }
  out[RESUMES] = [file];
  return out;
}

export function isEmpty(v: unknown): boolean {
  return v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)
    || (typeof v === 'object' && !Array.isArray(v) && Object.values(v as object).every((x) => x === null || x === undefined || x === ''));
}

/** The form fields the CV filled, to mark for review (the file itself is not one to review). */
export function markedFields(prefill: Record<string, unknown>, formFields: Iterable<string>): string[] {
  const shown = new Set(formFields);
  return Object.keys(prefill).filter((k) => k !== RESUMES && shown.has(k));
}

/** The marks still standing: a field loses its mark once its value is no longer the CV's. */
export function marksLeft(marks: readonly string[], initial: Record<string, unknown>, data: Record<string, unknown>): string[] {
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  return marks.filter((k) => same(initial[k], data[k]));
}

/** What the save sends beyond the form: the parsed values of fields the form does not show
 * (the file, the CV's text, the education entries), which the model accepts. */
export function extrasOf(prefill: Record<string, unknown>, formFields: Iterable<string>, fields: FieldMeta[]): Record<string, unknown> {
  const shown = new Set(formFields);
  const writable = new Set(fields.filter((f) => !f.system).map((f) => f.name));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(prefill)) {
    if (shown.has(k) || !writable.has(k)) continue;
    out[k] = k === RESUMES ? (v as FileInfo[]).map((f) => f.id) : v;
  }
  return out;
}

/** The file list with one more file at its end (the current CV stays first). */
export function appendFile(current: unknown, file: FileInfo): number[] {
  const ids = (Array.isArray(current) ? current : []).map((f) => (typeof f === 'object' && f ? Number((f as { id: unknown }).id) : Number(f)));
  return ids.includes(file.id) ? ids : [...ids, file.id];
}
