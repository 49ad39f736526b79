// ReportView as a dashlet draws it (contract §4): a named chart asks only the chart; without
// a view it opens on the user's view of the report; compact is 320 px high.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../i18n';
import { i18n } from '../i18n';
import { ReportView } from './ReportView';

vi.mock('./EChart', () => ({ EChart: ({ label }: { label: string }) => <div data-testid="report-chart">{label}</div> }));

const CHART = { categories: ['Amy'], series: [{ key: 'notes', name: 'Notes', data: [{ value: 3 }] }] };
const REPORT = {
  type: 'activity', label: 'Activity', model: '', filter: {}, range: { from: '2026-11-01', to: '2026-11-30', label: 'This month' },
  dims: [{ name: 'user', label: 'Consultant' }], columns: [{ key: 'notes', label: 'Notes', format: 'number' }],
  rows: [{ keys: [1], labels: ['Amy'], cells: { notes: { value: 3 } } }], views: ['table', 'bar'], viewconfig: { viewType: 'bar' }, fromAdmin: false, editable: true,
};
let urls: string[];
beforeEach(() => {
  urls = [];
  void i18n.changeLanguage('en');
  vi.stubGlobal('fetch', vi.fn(async (url: string) => {
    urls.push(url);
    const data = url.includes('/chart/') ? CHART : REPORT;
    return new Response(JSON.stringify({ status: true, data }), { headers: { 'Content-Type': 'application/json' } });
  }));
});
afterEach(() => { cleanup(); vi.unstubAllGlobals(); });
const settle = () => act(async () => { for (let i = 0; i < 8; i++) await Promise.resolve(); });

describe('ReportView', () => {
  it('a named chart in a dashlet: only the chart is asked, 320 px high, no header', async () => {
    render(<ReportView type="activity" filter={{ daterange: 'this_month', filter_basic: {} }} viewType="pie" compact hideChartHeader />);
    await settle();
    expect(urls).toEqual(['/rest/reporttemplate/report/chart/echarts?type=activity&daterange=this_month&filter_basic=%7B%7D&viewType=pie']);
    expect(screen.getByTestId('report-view').className).toContain('h-[320px]');
    expect(screen.getByTestId('report-chart').textContent).toBe('Pie chart');
  });

  it('without a view: the report first, then the view the user opens it on', async () => {
    render(<ReportView type="activity" />);
    await settle();
    expect(urls[0]).toBe('/rest/reporttemplate/report?type=activity');
    expect(urls[1]).toBe('/rest/reporttemplate/report/chart/echarts?type=activity&viewType=bar');
    expect(screen.getByTestId('report-view').getAttribute('data-view')).toBe('bar');
    expect(screen.getByText('This month · 2026-11-01 – 2026-11-30')).toBeTruthy();
  });

  it('the table view', async () => {
    render(<ReportView type="activity" viewType="table" />);
    await settle();
    expect(urls).toEqual(['/rest/reporttemplate/report?type=activity']);
    expect(screen.getByTestId('report-table').textContent).toContain('Amy');
  });
});
