// The reports module's calls (contract §2), through the app's one client (api/client).
import { buildUrl, get, post } from '../api/client';
import type { ChartData, FilterChoices, GqlField, Report, ReportTemplate, ReportViewConfig } from './types';

/** The query string of a report call: the filter's parameters, empty ones left out. */
export type ReportParams = Record<string, string>;

const BASE = '/rest/reporttemplate';

export const reportsApi = {
  async templates(model = ''): Promise<ReportTemplate[]> {
    return ((await get(`${BASE}/list`, { name: model, type: '__all__' })).list ?? []) as ReportTemplate[];
  },
  async report(params: ReportParams): Promise<Report> {
    return (await get(`${BASE}/report`, params)).data as Report;
  },
  /** bar, pie and stack: /report/chart/echarts; trend: /report/chart/trends. */
  async chart(params: ReportParams, viewType: string): Promise<ChartData> {
    const path = viewType === 'trend' ? `${BASE}/report/chart/trends` : `${BASE}/report/chart/echarts`;
    return (await get(path, { ...params, viewType })).data as ChartData;
  },
  /** The spreadsheet opens in a new window (spec 001 §7: "new window, timestamp"); the time
   * stamp keeps a browser from answering a second export from its cache. */
  exportUrl(params: ReportParams, now = Date.now()): string {
    return buildUrl(`${BASE}/report/export`, { ...params, timestamp: now });
  },
  async filterChoices(type: string): Promise<FilterChoices> {
    return (await get(`/rest/reportdetail/${encodeURIComponent(type)}/search/get_type`)).data as FilterChoices;
  },
  async gqlFields(type: string): Promise<GqlField[]> {
    const body = await get(`/rest/reportdetail/${encodeURIComponent(type)}/search/all`);
    return (body.list ?? body.data ?? []) as GqlField[];
  },
  async saveViewConfig(type: string, config: ReportViewConfig): Promise<void> {
    await post(`${BASE}/viewconfig`, { type, ...config });
  },
  /** A saved report (modules/reportshare): its filter and view config, each JSON text. */
  async saved(id: string): Promise<{ type?: string; filter?: unknown; viewconfig?: unknown }> {
    return (await get(`/rest/reportsaved/${encodeURIComponent(id)}`)).data as { type?: string; filter?: unknown; viewconfig?: unknown };
  },
};
