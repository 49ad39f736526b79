// Add-on B's calls. Paths are ours (spec 002 §7 leaves them open); the server answers 404 on
// every one while the plugin is off, and 400 'Account not bound' while the user has no account.
import { get, post } from '../api/client';
import type { Imported, PublishForm, ResumeDetail, SavedSearch, SearchPage, SearchQuery, SearchToken, UserInfo, FormValues } from './types';

const BASE = '/rest/hunterboard';

export const hunterApi = {
  /** The bound board user, or null when the user has no account on the board. */
  async userInfo(): Promise<UserInfo | null> {
    return ((await get(`${BASE}/user_info`)).data ?? null) as UserInfo | null;
  },
  async publishForm(joborder: number | string): Promise<PublishForm> {
    return (await get(`${BASE}/publish_form`, { joborder })).data as PublishForm;
  },
  /** Refused with a 400 whose `errors` name each field (ApiError.body.errors). */
  async publish(joborder: number | string, values: FormValues): Promise<{ publication: number; url?: string }> {
    return (await post(`${BASE}/publish`, { joborder: Number(joborder), values })).data as { publication: number; url?: string };
  },
  async searchTokens(): Promise<SearchToken[]> {
    return ((await get(`${BASE}/search_tokens`)).data ?? []) as SearchToken[];
  },
  async search(query: SearchQuery, page: number): Promise<SearchPage> {
    const r = await get(`${BASE}/search`, { query: JSON.stringify(query), page });
    return {
      list: (r.list ?? []) as SearchPage['list'],
      count: Number(r.count ?? 0), current: Number(r.current ?? page), pages: Number(r.pages ?? 0),
    };
  },
  /** The reader's saved searches, and whether subscribing is offered (the tenant's setting). */
  async searches(): Promise<{ list: SavedSearch[]; subscribe?: boolean }> {
    const r = await get(`${BASE}/searches`);
    return { list: (r.list ?? []) as SavedSearch[], subscribe: typeof r.subscribe === 'boolean' ? r.subscribe : undefined };
  },
  async addSearch(s: { title: string; gql: string; subscribed: boolean }): Promise<number> {
    return Number((await post(`${BASE}/searches/add`, s)).data);
  },
  async deleteSearch(id: number): Promise<void> {
    await post(`${BASE}/searches/del`, { id });
  },
  async resume(id: string | number): Promise<ResumeDetail> {
    return (await get(`${BASE}/resume`, { id })).data as ResumeDetail;
  },
  async importResume(id: string | number): Promise<Imported> {
    return (await post(`${BASE}/import_resume`, { id })).data as Imported;
  },
  async unbind(): Promise<void> {
    await post(`${BASE}/unbind`, {});
  },
};
