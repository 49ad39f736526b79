// The flow page's own calls (spec 000 §7): whether the user may edit the record, and the
// client contacts of jobs for the edit-flow form's pickers.
import { get } from '../api/client';
import type { DataRecord } from '../api/types';

export const flowApi = {
  /** GET /rest/{model}/{id}/actions answers `editable`: the user may change the record now. */
  async editable(model: string, id: number): Promise<boolean> {
    return (await get(`/rest/${model}/${id}/actions`)).editable === true;
  },
  /** GET /rest/{model}/get_contact?ids= : the contacts of the records' clients and the contact model. */
  async contacts(model: string, ids: number[]): Promise<{ model: string; list: DataRecord[] }> {
    const body = await get(`/rest/${model}/get_contact`, { ids: ids.join(',') });
    return { model: String(body.model ?? ''), list: (body.data ?? []) as DataRecord[] };
  },
};
