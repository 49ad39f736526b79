// The calls of saved reports: the generic record calls on the reportsaved model, its shares,
// and the module's schedule call.
import { get, post } from '../api/client';
import type { ShareEntry } from '../api/types';
import type { RecordShare, SavedReport, ScheduleBody } from './savedReports';

const MODEL = 'reportsaved';

/** The saved reports of a report: the user's own and those shared with him, by name (an
 * administrator's too: not every user's, which the generic list would answer him). */
async function list(type: string): Promise<{ mine: SavedReport[]; shared: SavedReport[] }> {
  const body = await get(`/rest/${MODEL}/get_type`, { type });
  const data = (body.data ?? {}) as { from_me?: SavedReport[]; from_share?: SavedReport[] };
  return { mine: data.from_me ?? [], shared: data.from_share ?? [] };
}

async function one(id: number): Promise<SavedReport> {
  const body = await get(`/rest/${MODEL}/${id}`, { demandKeys: ['owner', 'recipients'] });
  return body.data as SavedReport;
}

/** Creates a saved report (or changes one's own, with id and version); answers its id. */
async function save(data: Record<string, unknown>): Promise<number> {
  const body = await post(`/rest/${MODEL}/add`, data);
  return Number(body.data);
}

async function remove(id: number): Promise<void> {
  await post(`/rest/${MODEL}/delete`, { ids: [id], count: 1 });
}

async function shares(id: number): Promise<RecordShare[]> {
  const body = await get(`/rest/${MODEL}/${id}/share`);
  return (body.list as RecordShare[] | undefined) ?? [];
}

async function share(id: number, target: ShareEntry): Promise<void> {
  await post(`/rest/${MODEL}/${id}/share`, { type: target.type, value: target.type === 'everyone' ? 0 : Number(target.value), permission: 'view' });
}

async function unshare(id: number, shareId: number): Promise<void> {
  await post(`/rest/${MODEL}/${id}/share/delete`, { id: shareId });
}

async function schedule(id: number, s: ScheduleBody): Promise<SavedReport> {
  const body = await post(`/rest/${MODEL}/${id}/schedule`, s);
  return body.data as SavedReport;
}

/** The display names of records of a model, for the ids given (the share targets' names). */
async function names(model: string, ids: number[]): Promise<Array<{ id: number; __name__?: string }>> {
  if (!ids.length) return [];
  const body = await get(`/rest/${model}/list`, { gql: `id__in=${ids.join(',')}`, paginate_by: ids.length });
  return ((body.list as Array<{ id: number; __name__?: string }> | undefined) ?? []).map((r) => ({ id: r.id, __name__: r.__name__ }));
}

export const savedReportsApi = { list, one, save, remove, shares, share, unshare, schedule, names };
