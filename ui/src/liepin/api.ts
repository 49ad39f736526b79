// The add-on's calls (spec 002 §7). A failed provider call answers empty lists, false or null
// (§8): the screens show what there is rather than an error page.
import { get, post } from '../api/client';
import { CSRF_COOKIE, CSRF_HEADER, readCookie } from '../api/csrf';
import { ApiError } from '../api/errors';
import type { Imported } from '../jobboard';
import type { Filter } from './filter';

export interface Option { value: string; label: string; children?: Option[] }
export interface QueryConfigItem { key: string; label: string; type: 'input' | 'select' | 'multiselect' | 'range' | string; data_index?: number }
export interface SearchBase { query_config: QueryConfigItem[]; base_data: { options: Option[] }[] }
export interface SavedSearch { id: number; tpl_name: string; querstr: string }
export interface LiepinUser { name?: string; company?: string; title?: string; avatar_url?: string; uid?: string }
export interface SearchForm { url: string; post_form: { name: string; value: string }[] }
export interface ResumeDetail { url: string; origin_url: string; name?: string }
export interface BaseInfo { key: string; options: Option[] }
export type CompanyInfo = Partial<Record<'hcompName' | 'hcompAlias' | 'hcompIndustry' | 'hcompDq' | 'hcompKind' | 'hcompScale' | 'hcompDesc' | 'deptName' | 'hjobTitle' | 'hjobDqCode' | 'hjobJobTitle' | 'hjobSalaryLow' | 'hjobSalaryHigh' | 'hjobCloseDate' | 'detailDuty', string>>;

const data = <T>(p: Promise<{ data?: unknown }>) => p.then((b) => b.data as T);

/** The bound provider user, or null: bound only when data.code is '1' (spec §3). */
export async function fetchUserInfo(): Promise<LiepinUser | null> {
  const d = await data<{ code?: string; user_info?: LiepinUser } | undefined>(get('/rest/liepin/fetch_liepin_user_info'));
  return d?.code === '1' ? d.user_info ?? {} : null;
}

/** GET /rest/liepin/unbind: a GET that changes state (spec §7), so the server asks for the
 * CSRF token as on a POST; the app's get() sends none, hence this one call by hand. */
export async function unbind(): Promise<void> {
  const token = readCookie(CSRF_COOKIE);
  let res: Response;
  try {
    res = await fetch('/rest/liepin/unbind', { credentials: 'same-origin', headers: { Accept: 'application/json', ...(token ? { [CSRF_HEADER]: token } : {}) } });
  } catch {
    throw new ApiError('network', 'network');
  }
  const body = (await res.json().catch(() => null)) as { status?: boolean; message?: string } | null;
  if (!res.ok || !body?.status) throw new ApiError(res.status >= 500 ? 'server' : 'refused', body?.message ?? `HTTP ${res.status}`, res.status, body ?? {});
}

export async function fetchSearchBase(): Promise<SearchBase> {
  const d = await data<Partial<SearchBase> | undefined>(get('/rest/liepin/fetch_search_base_data')).catch(() => undefined);
  return { query_config: d?.query_config ?? [], base_data: d?.base_data ?? [] };
}

/** The iframe's form for a query (the filter with curPage merged in). */
export const convertToSearch = (query: Filter) => data<SearchForm | null>(post('/rest/liepin/convert_to_search', query));

export async function savedSearches(): Promise<SavedSearch[]> {
  const list = await data<SavedSearch[] | null>(get('/rest/liepin/query_tpl/query')).catch(() => null);
  return Array.isArray(list) ? list : [];
}
export const addSavedSearch = (title: string, filter: Filter) => post('/rest/liepin/query_tpl/add', { tpl_name: title, query_str: JSON.stringify(filter) });
export const deleteSavedSearch = (id: number) => post('/rest/liepin/query_tpl/del', { id });

export const resumeDetail = (originUrl: string) => data<ResumeDetail>(get('/rest/liepin/fetch_resume_detail', { origin_url: originUrl }));
export const importResume = (originUrl: string) => data<Imported>(post('/rest/liepin/import_resume', { origin_url: originUrl }));

export async function postPositionBaseInfo(): Promise<BaseInfo[]> {
  const list = await data<BaseInfo[] | null>(get('/rest/liepin/fetch_post_position_base_info')).catch(() => null);
  return Array.isArray(list) ? list : [];
}
export const companyInfo = (joborderId: number) => data<CompanyInfo | null>(get('/rest/liepin/fetch_post_position_company_info', { joborderId }));
export const postPosition = (joborderId: number, positionInfo: Record<string, unknown>) =>
  data<{ publication?: number; url?: string }>(post('/rest/liepin/post_position', { joborder_id: joborderId, position_info: positionInfo }));
