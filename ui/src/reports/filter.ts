// The report's filter in three forms: the route's query (#report/{type}?gql=…&groupby_x=…), the
// parameters of the report calls, and the drill-down route of a cell.
import type { ReportFilter, ReportViewConfig, ViewType } from './types';
import { VIEW_TYPES } from './types';
import type { ReportParams } from './reportsApi';

export const FILTER_KEYS = ['gql', 'groupby_x', 'groupby_y', 'groupby_z', 'datetype', 'daterange', 'filter_basic'] as const;

/** A custom date range as the calls take it: 'YYYY-MM-DD,YYYY-MM-DD'. */
const CUSTOM_RANGE = /^(\d{4}-\d{2}-\d{2}),(\d{4}-\d{2}-\d{2})$/;

export function customRange(daterange: string | undefined): { from: string; to: string } | undefined {
  const m = CUSTOM_RANGE.exec(daterange ?? '');
  return m ? { from: m[1], to: m[2] } : undefined;
}

export function isViewType(v: unknown): v is ViewType {
  return typeof v === 'string' && (VIEW_TYPES as readonly string[]).includes(v);
}

/** A JSON object of basic filter values, or {} for anything else (a hand-edited link). */
export function parseBasic(raw: unknown): Record<string, unknown> {
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) return raw as Record<string, unknown>;
  if (typeof raw !== 'string' || !raw) return {};
  try {
    const v: unknown = JSON.parse(raw);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Basic values worth sending: empty strings and lists mean "any". */
function basicSet(basic: Record<string, unknown> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(basic ?? {})) {
    if (v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)) continue;
    out[k] = v;
  }
  return out;
}

/** The filter a route names; what it leaves out is the server's default (the template's, or
 * the user's saved view). */
export function filterFromQuery(q: URLSearchParams): Partial<ReportFilter> {
  const f: Partial<ReportFilter> = {};
  for (const k of FILTER_KEYS) {
    const v = q.get(k);
    if (v === null) continue;
    if (k === 'filter_basic') f.filter_basic = parseBasic(v);
    else f[k] = v;
  }
  return f;
}

/** A saved or stored filter (a saved report's JSON, a dashlet's query) as a filter. */
export function filterFromJson(raw: unknown): Partial<ReportFilter> {
  const o = parseBasic(raw);
  const f: Partial<ReportFilter> = {};
  for (const k of FILTER_KEYS) {
    if (!(k in o)) continue;
    if (k === 'filter_basic') f.filter_basic = parseBasic(o[k]);
    else if (typeof o[k] === 'string') f[k] = o[k] as string;
  }
  return f;
}

/** The parameters of the report calls (contract §2); empty values are left to the server. */
export function reportParams(type: string, filter: Partial<ReportFilter>, view?: Partial<Pick<ReportViewConfig, 'suffix' | 'suffix_user_id'>>): ReportParams {
  const p: ReportParams = { type };
  for (const k of FILTER_KEYS) {
    if (k === 'filter_basic') {
      // Sent whenever the filter names it, even empty: {} is "everyone", where leaving it out
      // is the server's default (a consultant's own numbers, spec 001 §9).
      if (filter.filter_basic !== undefined) p.filter_basic = JSON.stringify(basicSet(filter.filter_basic));
    } else if (filter[k]) p[k] = filter[k] as string;
  }
  if (view?.suffix) {
    p.suffix = view.suffix;
    if (view.suffix_user_id !== undefined) p.suffix_user_id = String(view.suffix_user_id);
  }
  return p;
}

/** The report page's route: the filter, and the view when the user chose one. */
export function reportHash(type: string, filter: Partial<ReportFilter>, extra: { view?: ViewType; saved?: string } = {}): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(reportParams(type, filter))) if (k !== 'type') p.set(k, v);
  if (extra.view) p.set('view', extra.view);
  if (extra.saved) p.set('saved', extra.saved);
  const qs = p.toString();
  return `#report/${encodeURIComponent(type)}${qs ? `?${qs}` : ''}`;
}

/** The list of the records behind a cell (contract §2). The list opens on its Default view
 * (suffix=): a view of the user's own, such as My candidates, would add its filter and the
 * list's count would no longer be the cell's. */
export function drillHash(model: string, gql: string): string {
  return `#${model}/list?gql=${encodeURIComponent(gql)}&suffix=`;
}

/** The report type named by the route #report/{type} ('' for the list). */
export function typeFromHash(hash: string): string {
  const path = hash.replace(/^#\/?/, '').split('?', 1)[0];
  const [, second = ''] = path.split('/');
  const type = decodeURIComponent(second);
  return type === 'list' ? '' : type;
}

/** The columns a column view shows: its suffix is the keys of the shown columns, comma
 * separated ('' shows every column). */
export function shownColumns<T extends { key: string }>(columns: T[], suffix: string | undefined): T[] {
  const keys = (suffix ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (!keys.length) return columns;
  const shown = columns.filter((c) => keys.includes(c.key));
  return shown.length ? shown : columns;
}

/** The chart of the columns shown: a series per column (bar, trend) keeps the shown ones; a
 * chart whose series are not columns (stack: a series per y value) is left whole. */
export function chartForColumns<T extends { series: { key: string }[] }>(chart: T, all: { key: string }[], shown: { key: string }[]): T {
  if (shown.length === all.length) return chart;
  const keys = new Set(all.map((c) => c.key));
  if (!chart.series.every((s) => keys.has(s.key))) return chart;
  const keep = new Set(shown.map((c) => c.key));
  return { ...chart, series: chart.series.filter((s) => keep.has(s.key)) };
}
