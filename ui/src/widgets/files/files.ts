import type { FileInfo } from '../../api/types';

/** The largest file the server takes (engine.MaxUploadBytes). */
export const maxUploadBytes = 20 << 20;

const imageExts = ['png', 'jpg', 'jpeg', 'gif', 'webp'];

export function previewUrl(f: FileInfo): string {
  return `/rest/file/preview/${encodeURIComponent(f.uuidname)}`;
}

/** Images show inline in the preview; anything else in a frame of the server's preview. */
export function isImage(f: Pick<FileInfo, 'ext'>): boolean {
  return imageExts.includes(f.ext.toLowerCase());
}

/** 1536 → "1.5 KB". */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1 << 20) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1 << 20)).toFixed(1)} MB`;
}

/** The files of an attachments value: descriptions as read, or bare ids of a fresh form. */
export function asFiles(value: unknown): FileInfo[] {
  if (!Array.isArray(value)) return [];
  return value.filter((v): v is FileInfo => typeof v === 'object' && v !== null && 'uuidname' in v);
}
