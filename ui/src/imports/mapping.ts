// The mapping step of a spreadsheet import, as plain functions: which field each column of the
// file fills ('' = do not import), kept so that a field is filled by one column only.
import type { ImportField, ImportPreview } from '../api/types';

export const SKIP = '';

/** The page float of a model's import: excel:{model} (spec 000 §2, "excel (import excel)"). */
export const importFloat = (model: string) => `excel:${model}`;

/** One entry per column of the file: the server's suggestion, or SKIP. */
export function initialMapping(preview: ImportPreview): string[] {
  const known = new Set(preview.fields.map((f) => f.name));
  return preview.header.map((_, i) => {
    const name = preview.mapping[String(i)];
    return name && known.has(name) ? name : SKIP;
  });
}

/** Maps column col to field; a field taken by another column is moved here (each field once). */
export function chooseField(mapping: string[], col: number, field: string): string[] {
  return mapping.map((f, i) => (i === col ? field : field !== SKIP && f === field ? SKIP : f));
}

/** The required fields no column fills: the import would refuse every row. */
export function missingRequired(fields: ImportField[], mapping: string[]): ImportField[] {
  const used = new Set(mapping);
  return fields.filter((f) => f.required && !used.has(f.name));
}

/** The identifying groups (preview.identity) no column fills, each as its fields: while one
 * is left, every row would be refused, so Import waits. */
export function missingIdentity(preview: ImportPreview, mapping: string[]): ImportField[][] {
  const used = new Set(mapping);
  const field = (name: string) => preview.fields.find((f) => f.name === name) ?? { name, label: name, type: '', required: true };
  return (preview.identity ?? []).filter((g) => !g.some((n) => used.has(n))).map((g) => g.map(field));
}

/** The mapping as the server takes it: {"columnIndex": "fieldName"}, skipped columns left out. */
export function mappingPayload(mapping: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  mapping.forEach((f, i) => { if (f !== SKIP) out[String(i)] = f; });
  return out;
}

/** The spreadsheet's letter of a column: 0 → A, 25 → Z, 26 → AA. */
export function columnLetter(i: number): string {
  let s = '';
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/** Up to max non-empty sample values of a column from the preview rows. */
export function samples(preview: ImportPreview, col: number, max = 3): string[] {
  return preview.rows.map((r) => (r[col] ?? '').trim()).filter((v) => v !== '').slice(0, max);
}

/** Whether a file looks importable by its name (the server decides for sure). */
export function acceptedFile(name: string): boolean {
  return /\.(xlsx|csv)$/i.test(name);
}
