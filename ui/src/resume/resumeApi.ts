// The Resume tab's calls, through the one API client.
import { get, post } from '../api/client';
import type { RecordFile } from './cvs';

/** GET /rest/file/list/{model}/{id}: the record's files the reader may read. */
export async function fetchRecordFiles(model: string, id: number): Promise<RecordFile[]> {
  const body = await get(`/rest/file/list/${encodeURIComponent(model)}/${id}`);
  const data = (body.data ?? {}) as Record<string, RecordFile[]>;
  return data[String(id)] ?? [];
}

/** Saves the record's CVs in a new order (the first is current), as an edit of the record:
 * the edit right, the version check and the change log are the record's. */
export async function saveCVs(model: string, id: number, version: unknown, field: string, ids: number[]): Promise<void> {
  await post(`/rest/${encodeURIComponent(model)}/add`, { id, version, [field]: ids });
}

/** GET /rest/resume/pages/{uuidname}: how many page images a PDF's preview has. */
export async function fetchPdfPages(uuidname: string): Promise<number> {
  return Number((await get(`/rest/resume/pages/${encodeURIComponent(uuidname)}`)).pages ?? 0);
}
