import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../api/types';
import { EmptyState } from '../components/EmptyState';
import { navigate } from '../router/hash';
import { chartOption, clickedPoint } from './chartOption';
import { chartTheme } from './chartTheme';
import { drillHash } from './filter';
import { ReportTable } from './ReportTable';
import type { ChartData, ColumnFormat, Report, ReportColumn, ViewType } from './types';
import { Spinner } from '../components/Spinner';

// ECharts is most of the reports' code: fetched when a chart is first drawn, so the report
// list, the table view and the dashboard's list dashlets never wait for it.
const EChart = lazy(() => import('./EChart').then((m) => ({ default: m.EChart })));

/** One view of a report, once its data is here: the table, or a chart whose bars, slices and
 * points open the list of the records behind them. */
export function ReportBody({ view, report, columns, chart, narrow }: {
  view: ViewType;
  report?: Report;
  /** The columns shown (the column view), for the table and the charts' formats. */
  columns: ReportColumn[];
  chart?: ChartData;
  narrow: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const formats = useMemo(() => Object.fromEntries(columns.map((c) => [c.key, c.format])) as Record<string, ColumnFormat>, [columns]);
  const option = useMemo(() => (chart && view !== 'table' ? chartOption({ chart, view, lang, theme: chartTheme(), formats, narrow }) : undefined), [chart, view, lang, formats, narrow]);

  if (view === 'table') {
    if (!report) return null;
    if (report.rows.length === 0) return <EmptyState title={t('reports.empty')} />;
    return <ReportTable report={report} columns={columns} lang={lang} />;
  }
  if (!chart || !option) return null;
  if (chart.categories.length === 0 || chart.series.length === 0) return <EmptyState title={t('reports.empty')} />;
  return (
    <Suspense fallback={<div className="flex h-full items-center justify-center"><Spinner className="size-6" /></div>}>
    <EChart option={option} label={t(`reports.views.${view}`)}
      onClick={(p) => {
        const target = clickedPoint(chart, p.seriesIndex, p.dataIndex);
        if (target) navigate(drillHash(target.model, target.gql));
      }} />
    </Suspense>
  );
}
