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

/** How the page previews a file: a PDF, and a Word, RTF or OpenDocument file (which the
 * resume module converts to PDF with LibreOffice), as page images the module draws
 * (Chromium's viewer does not draw in the core's sandboxed preview); images inline and plain
 * text in a sandboxed frame from the core's preview; anything else downloads. HTML files
 * are never stored (the core refuses them as uploads), so none is previewed. */
export type PreviewKind = 'pages' | 'image' | 'frame' | 'none';

const imageExts = ['png', 'jpg', 'jpeg', 'gif', 'webp'];
const pageExts = ['pdf', 'docx', 'doc', 'rtf', 'odt'];

export function previewKind(f: Pick<FileInfo, 'ext'>): PreviewKind {
  const ext = f.ext.toLowerCase();
  if (pageExts.includes(ext)) return 'pages';
  if (imageExts.includes(ext)) return 'image';
  if (ext === 'txt') return 'frame';
  return 'none';
}

/** The addresses of a PDF's page images, pages of them (the server caps the count). */
export function pageUrls(f: Pick<FileInfo, 'uuidname'>, pages: number): string[] {
  const name = encodeURIComponent(f.uuidname);
  return Array.from({ length: Math.max(0, pages) }, (_, i) => `/rest/resume/page/${name}/${i + 1}`);
}

/** A date of the list, or '' when the server gave none (a blob read before it kept one). */
export function uploadedOn(created: string): string {
  return created && !created.startsWith('0001-') ? created : '';
}
