// The approval calls (spec 000 §7; the contract of issue 7): workflow definitions are a
// generic model saved through /add, flows act through their own calls.
import { get, post } from '../api/client';
import { api } from '../api/endpoints';
import type { DataRecord } from '../api/types';

const gqlOf = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

export const approvalApi = {
  /** Every definition (the settings page), or a model's (active ones: the flow selector). */
  async definitions(filter: { model?: string; active?: boolean } = {}): Promise<DataRecord[]> {
    const gql: Record<string, string | number> = {};
    if (filter.model) gql.model = filter.model;
    if (filter.active) gql.active = 1;
    const body = await get('/rest/workflowdefinition/list', { gql: Object.keys(gql).length ? gqlOf(gql) : undefined, paginate_by: 200 });
    return (body.list ?? []) as DataRecord[];
  },
  /** Answers the definition's id; a refusal's body.errors names rawjson.approvals.N.field. */
  async saveDefinition(data: Record<string, unknown>): Promise<number> {
    return Number((await post('/rest/workflowdefinition/add', data)).data);
  },
  /** A record's flows, newest first. */
  async flowsOf(model: string, id: number): Promise<DataRecord[]> {
    const body = await get('/rest/approvalflow/list', { gql: gqlOf({ model, record_id: id }), ordering: '-id', paginate_by: 100, demandKeys: ['definition', 'applicant'] });
    const flows = (body.list ?? []) as DataRecord[];
    // Lists leave flow_data out (it can be long); the pending flow's is read for its level's name.
    return Promise.all(flows.map(async (f) => (f.status === 'pending' && f.flow_data === undefined
      ? { ...f, flow_data: (await api.record('approvalflow', f.id).catch(() => f)).flow_data } : f)));
  },
  async approve(id: number, feedback: string, version?: number): Promise<void> {
    await post(`/rest/approvalflow/${id}/approve`, { feedback, version });
  },
  async reject(id: number, feedback: string, version?: number): Promise<void> {
    await post(`/rest/approvalflow/${id}/reject`, { feedback, version });
  },
  /** Starts a flow of the chosen definition on the record; answers the flow's id when given. */
  async start(model: string, id: number, definition: number): Promise<number | undefined> {
    const data = (await post('/rest/approvalflow/start', { model, id, definition })).data;
    const flow = Number(data && typeof data === 'object' ? (data as { id?: unknown }).id : data);
    return Number.isInteger(flow) && flow > 0 ? flow : undefined;
  },
  /** Names of users (or teams) by id, for approver rows and pickers; unknown ids are left out. */
  async names(model: string, ids: number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const page = await api.list(model, { gql: `id__s=${ids.join(',')}`, page: 1, paginate_by: Math.max(ids.length, 1) });
    return new Map(page.list.map((r) => [r.id, String(r.__name__ ?? `#${r.id}`)]));
  },
};
