// The add-on calls (Settings → Add-ons, administrators only): the plugins the server has and
// whether each is on for the tenant, and turning one on or off. Others get 403 with a message.
import { get, post } from './client';

/** A plugin as GET /rest/plugin/list answers it (label and description in the user's language). */
export interface PluginInfo { name: string; label: string; description: string; on: boolean }

export const pluginApi = {
  async list(): Promise<PluginInfo[]> {
    return ((await get('/rest/plugin/list')).list ?? []) as PluginInfo[];
  },
  /** POST /rest/plugin/{name}/on or /off. */
  async turn(name: string, on: boolean): Promise<void> {
    await post(`/rest/plugin/${encodeURIComponent(name)}/${on ? 'on' : 'off'}`, {});
  },
};
