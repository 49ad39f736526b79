// The activity feed's calls: its tabs, pages, notes, attachments and following (spec 000 §7).
import { buildUrl, get, post } from '../api/client';
import type { FeedFacet, FeedPage, FeedSource } from './types';
import type { DataRecord } from '../api/types';
import type { OptionItem } from '../api/optionTypes';

/** Feed page size (spec 000 §9). */
export const FEED_PAGE_SIZE = 100;


const whose = (src: FeedSource) => (src.model ? { model_name: src.model, model_id: src.id } : { followed: 1 });

export const feedApi = {
  async facet(src: FeedSource): Promise<FeedFacet[]> {
    const body = await get('/rest/feedcontent/list/facet', { ...whose(src), paginate_by: FEED_PAGE_SIZE, demandFacets: ['external_type'], _: Date.now() });
    return ((body.data as { external_type?: FeedFacet[] } | undefined)?.external_type ?? []);
  },
  /** externalType '' is All. */
  async page(src: FeedSource, externalType: string, page: number): Promise<FeedPage> {
    const body = await post(buildUrl('/rest/feedcontent/list', { ...whose(src), page, paginate_by: FEED_PAGE_SIZE, external_type: externalType }), {});
    const d = (body.data ?? {}) as Partial<FeedPage>;
    return { list: d.list ?? [], current: Number(d.current ?? page), pages: Number(d.pages ?? 1), total: Number(d.total ?? 0) };
  },
  async noteCategories(model: string): Promise<OptionItem[]> {
    return ((await get('/rest/options/list', { type: 'note_category', ext: model })).list ?? []) as OptionItem[];
  },
  /** Users whose name holds `name`, for a mention (GET /rest/data/userlist). */
  async users(name: string): Promise<{ id: number; name: string }[]> {
    const rows = ((await get('/rest/data/userlist', { name })).list ?? []) as DataRecord[];
    return rows.map((r) => ({ id: Number(r.id), name: String(r.__name__ ?? '') })).filter((u) => u.id > 0 && u.name);
  },
  async note(id: number): Promise<DataRecord> {
    return (await get(`/rest/note/${id}`)).data as DataRecord;
  },
  async saveNote(data: Record<string, unknown>): Promise<number> {
    return Number((await post('/rest/note/add', data)).data);
  },
  async deleteNote(id: number): Promise<void> {
    await post('/rest/note/delete', { ids: [id] });
  },
  async following(model: string, id: number): Promise<boolean> {
    return !!((await get('/rest/feedcontent/follow', { model_name: model, model_id: id })).data as { following?: boolean } | undefined)?.following;
  },
  async follow(model: string, id: number, follow: boolean): Promise<void> {
    await post('/rest/feedcontent/follow', { model_name: model, model_id: id, follow });
  },
};
