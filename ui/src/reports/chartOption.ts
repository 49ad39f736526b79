// The ECharts option of a report view, built from the chart call's answer: bar (a series per
// column), stack (the same, stacked), trend (lines over the date buckets) and pie (the first
// series over x). Pure, so it is tested without a canvas.
import type { Lang } from '../api/types';
import type { ChartTheme } from './chartTheme';
import { axisValue, formatValue } from './format';
import type { ChartData, ColumnFormat, ViewType } from './types';

export interface ChartOptionInput {
  chart: ChartData;
  view: Exclude<ViewType, 'table'>;
  lang: Lang;
  theme: ChartTheme;
  /** The format of each series by its key (the report's columns); count by default. */
  formats?: Record<string, ColumnFormat>;
  /** A phone or a dashlet: smaller margins, the legend at the bottom. */
  narrow?: boolean;
}

/** The format of a chart: the first series' (the axis is shared). */
function formatOf(input: ChartOptionInput, key: string | undefined): ColumnFormat | undefined {
  return key ? input.formats?.[key] : undefined;
}

export function chartOption(input: ChartOptionInput): Record<string, unknown> {
  const { chart, view, lang, theme, narrow } = input;
  const base = {
    color: theme.palette,
    textStyle: { fontFamily: theme.font, color: theme.text },
    animationDuration: 300,
  };
  const legend = chart.series.length > 1 || view === 'pie'
    ? { type: 'scroll', bottom: 0, textStyle: { color: theme.text }, icon: 'roundRect', itemWidth: 12, itemHeight: 8 }
    : undefined;
  const tooltipValue = (key: string | undefined) => (v: unknown) => formatValue(Number(v), formatOf(input, key), lang);

  if (view === 'pie') {
    const s = chart.series[0];
    return {
      ...base,
      tooltip: { trigger: 'item', valueFormatter: tooltipValue(s?.key) },
      legend,
      series: s ? [{
        type: 'pie', name: s.name, radius: narrow ? ['30%', '62%'] : ['38%', '70%'], center: ['50%', '46%'],
        avoidLabelOverlap: true, itemStyle: { borderColor: '#fff', borderWidth: 2, borderRadius: 4 },
        label: { show: !narrow, formatter: '{b}: {d}%', color: theme.text },
        data: chart.categories.map((name, i) => ({ name, value: s.data[i]?.value ?? 0 })),
      }] : [],
    };
  }

  const first = chart.series[0]?.key;
  const many = chart.categories.length > (narrow ? 4 : 10);
  return {
    ...base,
    tooltip: { trigger: 'axis', axisPointer: { type: view === 'trend' ? 'line' : 'shadow' }, valueFormatter: tooltipValue(first) },
    legend,
    grid: { left: 8, right: narrow ? 8 : 24, top: 24, bottom: legend ? 36 : 8 },
    xAxis: {
      type: 'category', data: chart.categories, boundaryGap: view !== 'trend',
      axisLine: { lineStyle: { color: theme.axis } }, axisTick: { show: false },
      axisLabel: { color: theme.text, hideOverlap: true, rotate: many ? 35 : 0 },
    },
    yAxis: {
      type: 'value', splitLine: { lineStyle: { color: theme.split } },
      axisLabel: { color: theme.axis, formatter: (v: number) => axisValue(v, formatOf(input, first), lang) },
    },
    series: chart.series.map((s) => ({
      type: view === 'trend' ? 'line' : 'bar',
      name: s.name,
      ...(view === 'stack' ? { stack: s.stack || 'total' } : {}),
      ...(view === 'trend' ? { smooth: true, symbolSize: 7, showSymbol: true } : { barMaxWidth: 40, itemStyle: { borderRadius: view === 'stack' ? 0 : [3, 3, 0, 0] } }),
      emphasis: { focus: 'series' },
      cursor: 'pointer',
      data: s.data.map((p) => p.value),
    })),
  };
}

/** The point behind a click (series and data index, as ECharts reports them; a pie has one
 * series), when it has a list to open. */
export function clickedPoint(chart: ChartData, seriesIndex: number | undefined, dataIndex: number | undefined) {
  const p = chart.series[seriesIndex ?? 0]?.data[dataIndex ?? -1];
  return p?.model && p.gql ? { model: p.model, gql: p.gql } : undefined;
}
