// The Resume tab's calls, through the one API client.
import { get, post } from '../api/client';
import type { FileInfo } from '../api/types';
import type { AgencyFormat, CvTemplate } from './agency';
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

/** GET /rest/cvtemplate/list: the agency CV templates (admins keep them; everyone reads them). */
export async function fetchCvTemplates(): Promise<CvTemplate[]> {
  return ((await get('/rest/cvtemplate/list', { page: 1, paginate_by: 100 })).list ?? []) as CvTemplate[];
}

/** POST /rest/resume/agency/{id}: makes the candidate's agency CV, keeps it among the CVs
 * (after the current one) and answers the stored file. */
export async function makeAgencyCv(id: number, template: number | undefined, format: AgencyFormat): Promise<FileInfo> {
  return (await post(`/rest/resume/agency/${id}`, { template: template ?? 0, format })).data as FileInfo;
}
