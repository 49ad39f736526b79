import { describe, expect, it } from 'vitest';
import { chartOption, clickedPoint } from './chartOption';
import { chartTheme } from './chartTheme';
import type { ChartData } from './types';

const chart: ChartData = {
  categories: ['Amy Xie', 'Leo Cao'],
  series: [
    { key: 'notes', name: 'Notes and calls', data: [{ value: 34, model: 'note', gql: 'user=12' }, { value: 20, model: 'note', gql: 'user=13' }] },
    { key: 'revenue', name: 'Revenue', data: [{ value: 18500 }, { value: 0 }] },
  ],
};
const theme = chartTheme();
type Series = { type: string; name: string; stack?: string; data: unknown[] };

describe('chart options', () => {
  it('bar: a series per column over the categories, in the theme colours', () => {
    const o = chartOption({ chart, view: 'bar', lang: 'en', theme });
    expect((o.xAxis as { data: string[] }).data).toEqual(['Amy Xie', 'Leo Cao']);
    expect((o.series as Series[]).map((s) => [s.type, s.name, s.data])).toEqual([['bar', 'Notes and calls', [34, 20]], ['bar', 'Revenue', [18500, 0]]]);
    expect((o.color as string[])[0]).toBe('#4f46e5');
    expect(o.legend).toBeDefined();
  });

  it('stack: every series on one stack', () => {
    const o = chartOption({ chart: { ...chart, series: chart.series.map((s) => ({ ...s, stack: 'cvsent' })) }, view: 'stack', lang: 'en', theme });
    expect((o.series as Series[]).map((s) => s.stack)).toEqual(['cvsent', 'cvsent']);
  });

  it('trend: lines over the buckets', () => {
    const o = chartOption({ chart: { categories: ['11-23', '11-24'], buckets: ['2026-11-23', '2026-11-24'], series: [chart.series[0]] }, view: 'trend', lang: 'en', theme });
    expect((o.series as Series[])[0].type).toBe('line');
    expect(o.legend).toBeUndefined();
  });

  it('pie: the first series over the categories, as name and value', () => {
    const o = chartOption({ chart, view: 'pie', lang: 'zh_CN', theme, narrow: true });
    const s = (o.series as Series[])[0];
    expect(s.type).toBe('pie');
    expect(s.data).toEqual([{ name: 'Amy Xie', value: 34 }, { name: 'Leo Cao', value: 20 }]);
  });

  it('tooltips and axes format with the column formats, 万 for zh_CN', () => {
    const o = chartOption({ chart: { ...chart, series: [chart.series[1]] }, view: 'bar', lang: 'zh_CN', theme, formats: { revenue: 'money' } });
    const fmt = (o.tooltip as { valueFormatter(v: unknown): string }).valueFormatter;
    expect(fmt(18500)).toBe('1.9万');
    expect((o.yAxis as { axisLabel: { formatter(v: number): string } }).axisLabel.formatter(20000)).toBe('2万');
  });

  it('a click opens the point with a list; a point without one opens nothing', () => {
    expect(clickedPoint(chart, 0, 1)).toEqual({ model: 'note', gql: 'user=13' });
    expect(clickedPoint(chart, 1, 0)).toBeUndefined();
    expect(clickedPoint(chart, 5, 0)).toBeUndefined();
  });
});
