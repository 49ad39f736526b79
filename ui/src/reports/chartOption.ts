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
  /** Bars lying down, the categories down the side (a phone: names stay readable and the
   * chart grows downwards, chartHeight). */
  horizontal?: boolean;
}

/** The height a chart needs when it may grow (a phone's bars lying down): a row of bars per
 * category; undefined when it fills its box. */
export function chartHeight(chart: ChartData, view: ViewType): number | undefined {
  if (view !== 'bar' && view !== 'stack') return undefined;
  const perCategory = view === 'stack' ? 1 : Math.max(1, chart.series.length);
  const h = chart.categories.length * (perCategory * 10 + 14) + 90;
  return h > 360 ? h : undefined;
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
    ? { type: 'scroll', ...(view === 'pie' ? { bottom: 0 } : { top: 0 }), textStyle: { color: theme.text }, icon: 'roundRect', itemWidth: 12, itemHeight: 8 }
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

  // Columns of another unit than the first (revenue beside counts) get an axis of their own
  // on the right, else the counts would lie flat under the money.
  const unit = (key: string): ColumnFormat => input.formats?.[key] ?? 'number';
  const first = chart.series[0]?.key;
  const leftUnit = first ? unit(first) : 'number';
  const rightKey = chart.series.find((s) => unit(s.key) !== leftUnit)?.key;
  const horizontal = !!input.horizontal && view !== 'trend';
  const axis = (key: string | undefined, second: boolean) => ({
    // Lying down, the chart may be taller than the screen: the first unit's axis is on top,
    // where it is seen with the first bars.
    type: 'value', position: horizontal ? (second ? 'bottom' : 'top') : (second ? 'right' : 'left'),
    splitLine: { show: !second, lineStyle: { color: theme.split } },
    axisLabel: { color: theme.axis, hideOverlap: true, formatter: (v: number) => axisValue(v, formatOf(input, key), lang) },
  });
  const many = chart.categories.length > (narrow ? 4 : 10);
  // A year by day: small points on straight lines, or the lines drown in their symbols.
  const dense = chart.categories.length > 45;
  const categoryAxis = {
    type: 'category', data: chart.categories, boundaryGap: view !== 'trend',
    axisLine: { lineStyle: { color: theme.axis } }, axisTick: { show: false },
    // Lying down, the first category is at the top, as in the table.
    ...(horizontal ? { inverse: true, axisLabel: { color: theme.text, width: 110, overflow: 'truncate' } } : { axisLabel: { color: theme.text, hideOverlap: true, rotate: many ? 35 : 0 } }),
  };
  const valueAxis = rightKey ? [axis(first, false), axis(rightKey, true)] : axis(first, false);
  const onSecond = { [horizontal ? 'xAxisIndex' : 'yAxisIndex']: 1 };
  const radius = horizontal ? [0, 3, 3, 0] : [3, 3, 0, 0];
  return {
    ...base,
    tooltip: { trigger: 'axis', axisPointer: { type: view === 'trend' ? 'line' : 'shadow' } },
    legend,
    // The axis labels inside the grid's box (ECharts 6's successor of containLabel), so long
    // or rotated names never run into the canvas's edge.
    grid: { left: 8, right: narrow ? 8 : 24, top: legend ? 40 : 16, bottom: 8, outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' },
    xAxis: horizontal ? valueAxis : categoryAxis,
    yAxis: horizontal ? categoryAxis : valueAxis,
    series: chart.series.map((s) => ({
      type: view === 'trend' ? 'line' : 'bar',
      name: s.name,
      ...(rightKey && unit(s.key) !== leftUnit ? onSecond : {}),
      ...(view === 'stack' ? { stack: s.stack || 'total' } : {}),
      ...(view === 'trend' ? (dense ? { symbolSize: 4, showSymbol: true } : { smooth: 0.3, smoothMonotone: 'x', symbolSize: 7, showSymbol: true }) : { barMaxWidth: 40, itemStyle: { borderRadius: view === 'stack' ? 0 : radius } }),
      emphasis: { focus: 'series' },
      cursor: 'pointer',
      tooltip: { valueFormatter: tooltipValue(s.key) },
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
