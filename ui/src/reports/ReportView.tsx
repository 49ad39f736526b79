// The report widget as others embed it (contract §4): a dashboard's report dashlet draws a
// report by its template, filter and view, without the report page's action bar.
import { useState } from 'react';
import { ErrorState } from '../components/ErrorState';
import { Spinner } from '../components/Spinner';
import { useMediaQuery } from '../components/useMediaQuery';
import { chartForColumns, reportParams, shownColumns } from './filter';
import { ReportBody } from './ReportBody';
import type { ReportFilter, ViewType } from './types';
import { useChart, useReport } from './useReportData';

export interface ReportViewProps {
  /** The template's name. */
  type: string;
  filter?: Partial<ReportFilter>;
  viewType?: ViewType;
  /** Inside a dashlet: no action bar, a fixed height of 320 px. */
  compact?: boolean;
  /** Leaves out the line naming the report's period above the view. */
  hideChartHeader?: boolean;
  /** Changed by the host to load the numbers again (a dashlet's refresh). */
  refresh?: number;
}

export function ReportView({ type, filter, viewType, compact, hideChartHeader, refresh = 0 }: ReportViewProps) {
  const narrow = useMediaQuery('(max-width: 639px)') || !!compact;
  const [retry, setRetry] = useState(0);
  const params = reportParams(type, filter ?? {});
  // A chart named by the host needs no table: the report is asked only for the table view or
  // to learn the view the user opens the report on.
  const needReport = !viewType || viewType === 'table';
  const report = useReport(params, refresh + retry, needReport);
  const view: ViewType = viewType ?? report.data?.viewconfig?.viewType ?? 'table';
  const chart = useChart(params, needReport && !report.data ? '' : view, refresh + retry);
  const columns = report.data ? shownColumns(report.data.columns, report.data.viewconfig?.suffix) : [];
  const shownChart = chart.data && report.data ? chartForColumns(chart.data, report.data.columns, columns) : chart.data;
  const error = report.error ?? (view !== 'table' ? chart.error : undefined);
  const loading = report.loading || (view !== 'table' && chart.loading);
  const range = report.data?.range;

  return (
    <div className={`flex min-w-0 flex-col ${compact ? 'h-[320px]' : 'h-full'}`} data-testid="report-view" data-view={view} aria-busy={loading}>
      {!hideChartHeader && range && (
        <p className="flex items-center gap-2 px-1 pb-1 text-xs text-slate-500">
          {range.label} · {range.from} – {range.to}{loading && <Spinner className="size-3" />}
        </p>
      )}
      <div className="relative min-h-0 flex-1">
        {error ? <ErrorState error={error} onRetry={() => setRetry((n) => n + 1)} />
          : loading && !(view === 'table' ? report.data : chart.data) ? <div className="flex h-full items-center justify-center"><Spinner className="size-6" /></div>
          : <ReportBody view={view} report={report.data} columns={columns} chart={shownChart} narrow={narrow} />}
      </div>
    </div>
  );
}
