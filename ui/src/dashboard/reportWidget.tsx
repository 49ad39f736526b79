// The one place the dashboard reaches the reports module: a report dashlet's body is the
// reports module's ReportView (contract §4 of issue 18).
import { reportHash } from '../reports/filter';
import { ReportView } from '../reports/ReportView';
import type { ReportFilter, ViewType } from '../reports/types';
import type { Dashlet } from './dashboardApi';

/** A report dashlet's query: the report filter and the view it shows, as JSON. */
export interface ReportQuery extends Partial<ReportFilter> { viewType?: ViewType }

export function parseReportQuery(query: string): ReportQuery {
  try {
    const q = JSON.parse(query || '{}') as unknown;
    return q && typeof q === 'object' && !Array.isArray(q) ? (q as ReportQuery) : {};
  } catch {
    return {};
  }
}

export const REPORT_VIEWS: readonly ViewType[] = ['table', 'bar', 'trend', 'pie', 'stack'];

export function ReportWidget({ dashlet, refresh }: { dashlet: Dashlet; refresh: number }) {
  const { viewType, ...filter } = parseReportQuery(dashlet.query);
  return <ReportView type={dashlet.type} filter={filter} viewType={viewType} compact hideChartHeader={!!dashlet.viewconfig?.hide_chartHeader} refresh={refresh} />;
}

/** The report page of a dashlet (view all): #report/{type} with its filter and view. */
export function reportRoute(dashlet: Dashlet): string {
  const { viewType, ...filter } = parseReportQuery(dashlet.query);
  return reportHash(dashlet.type, filter, { view: viewType });
}
