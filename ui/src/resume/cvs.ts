// The candidate's CVs as the Resume tab handles them: the resumes field's files in their
// stored order, the first being the current one; marking current and removing rewrite that
// order; what the in-page preview can show of each kind.
import type { FileInfo } from '../api/types';

/** The field that holds a candidate's CVs (the resume module's metadata). */
export const resumesField = 'resumes';

/** A file as GET /rest/file/list/{model}/{ids} answers it. */
export interface RecordFile extends FileInfo {
  field: string;
  created: string;
}

/** The CVs among a record's files, in stored order (the current first). */
export function cvsOf(files: RecordFile[]): RecordFile[] {
  return files.filter((f) => f.field === resumesField);
}

/** The field's new value with id moved to the front: the current CV. */
export function markCurrent(ids: number[], id: number): number[] {
  return ids.includes(id) ? [id, ...ids.filter((x) => x !== id)] : ids;
}

/** The field's new value without id. */
export function withoutFile(ids: number[], id: number): number[] {
  return ids.filter((x) => x !== id);
}

/** How the page previews a file: the server's preview shows images, PDFs and plain text
 * inline (engine inlineTypes); Word and RTF files are not converted yet, so they download. */
export type PreviewKind = 'image' | 'frame' | 'none';

const imageExts = ['png', 'jpg', 'jpeg', 'gif', 'webp'];
const framedExts = ['pdf', 'txt'];

export function previewKind(f: Pick<FileInfo, 'ext'>): PreviewKind {
  const ext = f.ext.toLowerCase();
  if (imageExts.includes(ext)) return 'image';
  if (framedExts.includes(ext)) return 'frame';
  return 'none';
}

/** A date of the list, or '' when the server gave none (a blob read before it kept one). */
export function uploadedOn(created: string): string {
  return created && !created.startsWith('0001-') ? created : '';
}
