// Every call the screens make, typed. Screens never call fetch themselves.
import { get, getFile, post, type FileAnswer } from './client';
import type {
  CurrentUser, DataRecord, FacetField, FacetValue, Lang, ListPage, ModelMeta, NavbarConfig,
  QuickSearchResult, SystemConfig,
} from './types';

export interface LoginAnswer {
  next: string;
  data: string;
  user: CurrentUser;
}

export const api = {
  async login(email: string, password: string, remember: boolean, next?: string): Promise<LoginAnswer> {
    const body = await post('/rest/user/login', { email, password, remember, next: next ?? '' });
    return { next: String(body.next ?? ''), data: String(body.data ?? ''), user: body.user as CurrentUser };
  },
  async forgetPassword(email: string): Promise<void> {
    await post('/forget-password', { email });
  },
  async logout(): Promise<void> {
    await get('/rest/user/logout');
  },
  async currentUser(): Promise<CurrentUser> {
    return (await get('/rest/user/current')).data as CurrentUser;
  },
  async config(): Promise<SystemConfig> {
    return (await get('/rest/data/config')).data as SystemConfig;
  },
  async changePassword(email: string, origin: string, next: string, confirm: string): Promise<void> {
    await post('/rest/user/changepassword', { email, origin, new: next, confirm });
  },
  async changeLanguage(user: CurrentUser, lang: Lang): Promise<void> {
    await post('/rest/user/changelanguage', { ...user, lang });
  },
  async back(): Promise<void> {
    await post('/rest/user/back', {});
  },
  async navbar(userId: number): Promise<NavbarConfig> {
    const body = await get(`/rest/user/navbar_config/${userId}`);
    return { link_list: (body.link_list ?? []) as NavbarConfig['link_list'], add_menu: (body.add_menu ?? []) as NavbarConfig['add_menu'] };
  },
  async modelMeta(model: string): Promise<ModelMeta> {
    const body = await get(`/rest/custom_field/${model}/list`);
    return { ...(body.data as Omit<ModelMeta, 'fields'>), fields: (body.list ?? []) as ModelMeta['fields'] };
  },
  async list(model: string, q: { gql?: string; page: number; paginate_by: number; ordering?: string; demandKeys?: string[] }): Promise<ListPage> {
    const body = await get(`/rest/${model}/list`, q);
    return { count: Number(body.count ?? 0), count_exact: body.count_exact as boolean, current: Number(body.current ?? 1), pages: Number(body.pages ?? 1), list: (body.list ?? []) as DataRecord[] };
  },
  async record(model: string, id: string | number, demandKeys: string[] = []): Promise<DataRecord> {
    return (await get(`/rest/${model}/${id}`, { demandKeys: demandKeys.length ? demandKeys : undefined })).data as DataRecord;
  },
  async deleteRecords(model: string, ids: number[]): Promise<void> {
    await post(`/rest/${model}/delete`, { ids, count: ids.length });
  },
  async recover(model: string, id: number): Promise<void> {
    await post(`/rest/${model}/add`, { id, is_deleted: false });
  },
  async facetFields(model: string): Promise<FacetField[]> {
    return (await get(`/rest/${model}/facet/fields`)).data as FacetField[];
  },
  async facets(model: string, names: string[], gql: string): Promise<Record<string, FacetValue[]>> {
    return (await get(`/rest/${model}/list/facet`, { demandFacets: names, gql })).data as Record<string, FacetValue[]>;
  },
  exportList(model: string, q: { gql?: string; ordering?: string }): Promise<FileAnswer> {
    return getFile(`/rest/${model}/list/export`, q);
  },
  async autocomplete(type: string, name: string): Promise<DataRecord[]> {
    return (await get('/rest/data/autocomplete', { type, name })).data as DataRecord[];
  },
  async save(model: string, data: Record<string, unknown>): Promise<{ id: number; version: number }> {
    const body = await post(`/rest/${model}/add`, data);
    return { id: Number(body.data), version: Number(body.version) };
  },
  async quickSearch(name: string): Promise<QuickSearchResult> {
    return (await get('/rest/data/quick_search', { name })).data as QuickSearchResult;
  },
};
