// Every call the screens make, typed. Screens never call fetch themselves.
import { buildUrl, get, getFile, post, postForm, postText, type FileAnswer } from './client';
import type {
  CurrentUser, DataRecord, FacetField, FacetValue, FieldNode, FilterViewConfig, Lang, OpEntry, ListPage, ModelMeta, NavbarConfig,
  QuickSearchResult, SuffixInfo, SystemConfig, ViewGroup, ActionState, SavedFilters, Folder, BrowsedRecord, ShareEntry, AsyncTask, ImportPreview,
  TagGroup, TagLibraryRef, FileInfo,
} from './types';
import type { OptionListInfo, OptionListSave } from './optionTypes';

/** A configurable message type (GET /rest/data/messagetype). */
export interface MessageType { id: string; name: string; color?: string }

import type { FieldSave, LayoutEntry, MetaPackage, StudioField, StudioModel, StudioTab, ViewSuffix } from './studioTypes';

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
  /** A POST with the CSRF header: another site cannot sign the user out with a link. */
  async logout(): Promise<void> {
    await post('/rest/user/logout', {});
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
  /** The model's fields and views; suffix picks a view (its own list columns, else Default's). */
  async modelMeta(model: string, suffix = ''): Promise<ModelMeta> {
    const body = await get(`/rest/custom_field/${model}/list`, { suffix });
    return { ...(body.data as Omit<ModelMeta, 'fields'>), fields: (body.list ?? []) as ModelMeta['fields'] };
  },
  // The option editor (admins).
  async optionLists(): Promise<OptionListInfo[]> {
    return ((await get('/rest/options/lists')).list ?? []) as OptionListInfo[];
  },
  /** Records holding each option of a list (deleted ones included), by code. */
  async optionUsage(type: string): Promise<Record<string, number>> {
    return ((await get('/rest/options/usage', { type })).data ?? {}) as Record<string, number>;
  },
  async saveOptions(save: OptionListSave): Promise<OptionListInfo> {
    return (await post('/rest/options/save', save)).data as OptionListInfo;
  },
  /** Removes one option, moving the records holding it to mergeTo; answers the list now. */
  async deleteAfterRemove(type: string, version: string, code: string, mergeTo: string): Promise<{ list: OptionListInfo; moved: number }> {
    const body = await post('/rest/options/delete_after_remove', { type, version, code, merge_to: mergeTo });
    return { list: body.data as OptionListInfo, moved: Number(body.count ?? 0) };
  },
  // The admin studio (Settings → Fields and layouts, Model packages).
  /** The model as an admin edits it: hidden fields included, raw labels, the views of a scene and suffix. */
  async studioModel(model: string, scene: string, suffix: string): Promise<StudioModel> {
    const body = await get(`/rest/custom_field/${model}/list`, { user: 'company', scene, suffix });
    const data = (body.data ?? {}) as Omit<StudioModel, 'fields'>;
    return { ...data, views: data.views ?? {}, fields: (body.list ?? []) as StudioField[] };
  },
  async saveField(model: string, field: FieldSave): Promise<StudioField> {
    return (await post(`/rest/custom_field/${model}/field/save`, field)).data as StudioField;
  },
  async deleteField(model: string, name: string): Promise<string> {
    return (await post(`/rest/custom_field/${model}/field/delete`, { name })).message ?? '';
  },
  /** version: the view's view_versions entry as read; the server refuses the save (409) when
   * someone changed the view since. */
  async saveLayout(model: string, at: { suffix: string; scene: string; view: string }, entries: LayoutEntry[], version?: string): Promise<string> {
    return (await post(buildUrl(`/rest/custom_field/modify/${model}/list`, { user: 'company', ...at, suffix: at.suffix || undefined, version }), entries)).message ?? '';
  },
  async viewSuffixes(model: string): Promise<ViewSuffix[]> {
    return ((await get('/rest/viewconfig/get_type', { type: model })).list ?? []) as ViewSuffix[];
  },
  /** Who viewed a record (view) or its changes (update), newest first. */
  async operationLog(type: 'view' | 'update', model: string, id: number): Promise<OpEntry[]> {
    const gql = new URLSearchParams({ type, table: model, external_id: String(id) }).toString();
    return ((await get('/rest/operationlog/list', { gql, ordering: '-dateAdded', unlimited: 1 })).list ?? []) as OpEntry[];
  },
  /** The field-tree picker's fields under a relation path ('' for the model's own). */
  async fieldTree(model: string, root: string): Promise<FieldNode[]> {
    return ((await get(`/rest/custom_field/${model}/search/all`, { adv_search_root: root || undefined })).list ?? []) as FieldNode[];
  },
  /** The tabs in order, and the version a save sends back. */
  async detailTabs(model: string): Promise<{ tabs: StudioTab[]; version: string }> {
    const body = await get(`/rest/custom_field/${model}/detailtab`);
    return { tabs: (body.list ?? []) as StudioTab[], version: String(body.version ?? '') };
  },
  /** Replaces the model's detail tabs with these, in order (409 when someone changed them
   * since version was read); answers them as stored. */
  async saveDetailTabs(model: string, tabs: StudioTab[], version: string): Promise<{ tabs: StudioTab[]; version: string }> {
    const body = await post(`/rest/custom_field/${model}/detailtab/save`, { tabs, version });
    return { tabs: (body.list ?? []) as StudioTab[], version: String(body.version ?? '') };
  },
  async metaPackages(): Promise<MetaPackage[]> {
    return ((await get('/rest/metapackage/list')).list ?? []) as MetaPackage[];
  },
  /** Installs a package bundle (the file's JSON text, sent as is); answers its name and new models. */
  async installMetaPackage(bundle: string): Promise<{ name: string; models: string[] }> {
    const data = (await postText('/rest/metapackage/install', bundle)).data as { name?: string; models?: string[] } | undefined;
    return { name: String(data?.name ?? ''), models: data?.models ?? [] };
  },
  /** The models the user may view (the studio's model choice, a foreignkey's target), by label. */
  async viewableModels(): Promise<{ name: string; label_value: string; icon?: string }[]> {
    return ((await get('/rest/data/models')).list ?? []) as { name: string; label_value: string; icon?: string }[];
  },
  metaPackageExportUrl: (name: string) => `/rest/metapackage/${encodeURIComponent(name)}/export`,
  async list(model: string, q: { gql?: string; page: number; paginate_by: number; ordering?: string; demandKeys?: string[]; suffix?: string }): Promise<ListPage> {
    const body = await get(`/rest/${model}/list`, q);
    return { count: Number(body.count ?? 0), count_exact: body.count_exact as boolean, current: Number(body.current ?? 1), pages: Number(body.pages ?? 1), list: (body.list ?? []) as DataRecord[] };
  },
  /** The sums of the model's list_total fields over a list's filter (every page). */
  async listTotals(model: string, gql?: string): Promise<Record<string, number>> {
    return ((await get(`/rest/${model}/list/totals`, { gql: gql || undefined })).data ?? {}) as Record<string, number>;
  },
  async record(model: string, id: string | number, demandKeys: string[] = []): Promise<DataRecord> {
    return (await get(`/rest/${model}/${id}`, { demandKeys: demandKeys.length ? demandKeys : undefined })).data as DataRecord;
  },
  async deleteRecords(model: string, ids: number[]): Promise<void> {
    await post(`/rest/${model}/delete`, { ids, count: ids.length });
  },
  /** The same values on every record, all or nothing; answers how many changed. */
  async massEdit(model: string, ids: number[], values: Record<string, unknown>): Promise<number> {
    const answer = await post(`/rest/${model}/massedit`, { ids, count: ids.length, data: values });
    return Number(answer.data ?? 0);
  },
  /** The record's metadata actions as the server evaluated them for this user, and the version they were read at. */
  async recordActions(model: string, id: number): Promise<{ actions: ActionState[]; version: number }> {
    const body = await get(`/rest/${model}/${id}/actions`);
    return { actions: (body.data ?? []) as ActionState[], version: Number(body.version ?? 0) };
  },
  /** Runs a custom record action on the version the user read; answers the new version. */
  async runAction(model: string, id: number, name: string, version: number): Promise<number> {
    return Number((await post(`/rest/${model}/${id}/action/${encodeURIComponent(name)}`, { version })).version);
  },
  /** Runs a custom mass action on every id or none; a refusal's body.data.refused lists [{id, name, reason}]. */
  async runMassAction(model: string, name: string, ids: number[]): Promise<number> {
    return Number((await post(`/rest/${model}/massaction/${encodeURIComponent(name)}`, { ids, count: ids.length })).data ?? 0);
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
  /** Without fields the file has the columns of the view (suffix); columns=all every field the user may see. */
  exportList(model: string, q: { gql?: string; ordering?: string; fields?: string; suffix?: string; columns?: 'all' }): Promise<FileAnswer> {
    return getFile(`/rest/${model}/list/export`, q);
  },
  /** The user's latest background tasks (exports among them), newest first. */
  /** Reads an uploaded .xlsx/.csv: header, first rows, row count, fields and a suggested mapping. */
  async importPreview(model: string, file: File): Promise<ImportPreview> {
    const form = new FormData();
    form.append('file', file);
    return (await postForm(`/rest/${model}/import/preview`, form)).data as ImportPreview;
  },
  /** Creates a record per row, all or none; a refusal's body.data lists the bad rows (ImportRefusal). */
  async importRecords(model: string, file: File, mapping: Record<string, string>): Promise<{ count: number; message: string }> {
    const form = new FormData();
    form.append('file', file);
    form.append('mapping', JSON.stringify(mapping));
    const body = await postForm(`/rest/${model}/import`, form);
    return { count: Number(body.data), message: body.message ?? '' };
  },
  /** Stores a file to attach; records name it by the id answered. */
  async uploadFile(file: File): Promise<FileInfo> {
    const form = new FormData();
    form.append('file', file);
    return (await postForm('/rest/file/upload', form)).data as FileInfo;
  },
  /** Stores several files one after the other, in the order given; the first failure stops the rest. */
  async uploadFiles(files: File[]): Promise<FileInfo[]> {
    const out: FileInfo[] = [];
    for (const f of files) out.push(await api.uploadFile(f));
    return out;
  },
  async tasks(): Promise<AsyncTask[]> {
    return ((await get('/rest/asynctask/list')).list ?? []) as AsyncTask[];
  },
  /** A finished background export's file. */
  downloadTask(id: number): Promise<FileAnswer> {
    return getFile(`/rest/asynctask/${id}/download`);
  },
  async autocomplete(type: string, name: string): Promise<DataRecord[]> {
    return (await get('/rest/data/autocomplete', { type, name })).data as DataRecord[];
  },
  // The tag library (spec 001 "Tags"); model names come from the tags field's tag_library.
  async tagGroups(lib: TagLibraryRef): Promise<TagGroup[]> {
    return ((await get(`/rest/${lib.group_model}/get_type`)).list ?? []) as TagGroup[];
  },
  async tagsOfGroup(lib: TagLibraryRef, group: number): Promise<string[]> {
    const rows = ((await get(`/rest/${lib.model}/list`, { [lib.group_field]: group, unlimited: 1 })).list ?? []) as DataRecord[];
    return rows.map((r) => String(r[lib.name_field] ?? r.__name__ ?? ''));
  },
  /** Adds the tags the group lacks (all or none); answers the names added. */
  async addTags(lib: TagLibraryRef, group: number, tags: string[]): Promise<string[]> {
    const body = await post(`/rest/${lib.model}/add`, { [lib.group_field]: group, tags });
    return ((body.data as { added?: { name: string }[] } | undefined)?.added ?? []).map((a) => a.name);
  },
  async save(model: string, data: Record<string, unknown>): Promise<{ id: number; version: number }> {
    const body = await post(`/rest/${model}/add`, data);
    return { id: Number(body.data), version: Number(body.version) };
  },
  /** Moves a pipeline record to stage `to` on the version read, creating the stage's record
   * from data (spec 000 §2); answers the record's new version and the stage record made. */
  async moveStage(model: string, id: number, to: string, version: number, data: Record<string, unknown>): Promise<{ id: number; version: number; stage?: { model: string; id: number } }> {
    const d = (await post(`/rest/${model}/${id}/move`, { to, version, data })).data as { id?: number; version?: number; stage?: { model: string; id: number } } | undefined;
    return { id: Number(d?.id ?? id), version: Number(d?.version ?? 0), stage: d?.stage };
  },
  /** limit: matches per model (the server's 5 when left out, at most 50). */
  async quickSearch(name: string, limit?: number): Promise<QuickSearchResult> {
    return (await get('/rest/data/quick_search', { name, limit })).data as QuickSearchResult;
  },
  async savedFilters(model: string): Promise<SavedFilters> {
    const data = (await get('/rest/queryfilter/get_type', { type: model })).data as Partial<SavedFilters> | undefined;
    return { from_me: data?.from_me ?? [], from_share: data?.from_share ?? [] };
  },
  /** Answers the filter's id. */
  async saveFilter(model: string, f: { id?: number; name: string; query: string; share: ShareEntry[] }): Promise<number> {
    return Number((await post('/rest/queryfilter/add', { ...f, type: model })).data ?? f.id ?? 0);
  },
  /** Remembers how the filter's list is shown: its view (suffix) and ordering. */
  async setFilterViewConfig(id: number, viewconfig: FilterViewConfig): Promise<void> {
    await post('/rest/queryfilter/update/viewconfig', { queryfilter: id, viewconfig });
  },
  async deleteFilter(model: string, id: number): Promise<void> {
    await post(`/rest/queryfilter/${model}/delete`, { id });
  },
  async folders(model: string): Promise<Folder[]> {
    return ((await get('/rest/folder/list', { type: model })).list ?? []) as Folder[];
  },
  async saveFolder(model: string, f: { id?: number; name: string; share?: ShareEntry[] }): Promise<void> {
    await post('/rest/folder/add', { ...f, type: model });
  },
  async deleteFolder(id: number): Promise<void> {
    await post('/rest/folder/delete', { id });
  },
  /** justadd false: the given folders become the records' only ones among the user's. */
  async addToFolders(model: string, folderIds: number[], recordIds: number[], justadd: boolean): Promise<void> {
    await post('/rest/folder/addto', { ids: folderIds, external_ids: recordIds, external_type: model, justadd });
  },
  async reorder(type: 'queryfilter' | 'folder', ids: number[]): Promise<void> {
    await post('/rest/data/reorder', { type, ids });
  },
  async browseLog(limit = 10): Promise<BrowsedRecord[]> {
    return ((await get('/rest/data/browse_log', { limit })).list ?? []) as BrowsedRecord[];
  },
  // Views (suffixes) of a model; the list of them comes with its metadata (suffixes).
  // System (-99) and shared (-1) ones are created by admins, personal (0) ones by anyone.
  /** group: -99 system, -1 shared, 0 personal (the server files it under the user's id). */
  async addView(model: string, name: string, group: ViewGroup): Promise<SuffixInfo> {
    return (await post('/rest/viewconfig/add', { model, value: name, group })).data as SuffixInfo;
  },
  /** Saves a view's list columns, in order. */
  async saveListColumns(model: string, suffix: string, columns: string[], scene = '', version?: string): Promise<void> {
    await api.saveLayout(model, { suffix, scene, view: 'list' }, columns.map((name) => ({ entry_type: 'field', name })), version);
  },
  /** The default view's empty code travels as its name 'default' (spec 000 §9): a path cannot
   * end in an empty segment, and the server answers why Default stays. */
  async deleteView(model: string, code: string): Promise<string> {
    return (await post(buildUrl(`/rest/custom_field/suffix/delete/${encodeURIComponent(code || 'default')}`, { type: model }), {})).message ?? '';
  },
  async userConfig(): Promise<Record<string, unknown>> {
    return ((await get('/rest/data/userconfig')).data ?? {}) as Record<string, unknown>;
  },
  /** Merged into the user's settings; a null value removes the key. */
  async setUserConfig(values: Record<string, unknown>): Promise<void> {
    await post('/rest/data/userconfig', values);
  },
  // Notifications (ui/src/notifications; its counts call is there): the inbox model's own
  // mark-read call, and the notification settings. The list is the generic model list.
  /** Marks the user's notifications read (ids, or 'all'); answers the ids that changed. */
  async markNoticesRead(inbox: string, ids: number[] | 'all'): Promise<number[]> {
    return ((await post(`/rest/${inbox}/read`, { ids })).data ?? []) as number[];
  },
  async messageTypes(): Promise<MessageType[]> {
    return ((await get('/rest/data/messagetype')).data ?? []) as MessageType[];
  },
  async messageSettings(): Promise<Record<string, boolean>> {
    const data = (await get('/rest/messageconfig/user_setting', { notice_type: 'message' })).data as { values?: Record<string, boolean> };
    return data.values ?? {};
  },
  async saveMessageSettings(values: Record<string, boolean>): Promise<Record<string, boolean>> {
    const data = (await post('/rest/messageconfig/batch_setting', { notice_type: 'message', values })).data as { values?: Record<string, boolean> };
    return data.values ?? {};
  },
};
