// The report page against a mocked fetch (contract §2): the table with its drill-down links,
// targets and total; the views (charts stubbed: jsdom has no canvas); the 300 ms question
// that saves the view; Export; a report from admin settings read only; Apply it.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../i18n';
import { i18n } from '../i18n';
import { installModules } from '../modules/registry';
import { ReportPage } from './ReportPage';
import type { ChartData, FilterChoices, Report } from './types';

vi.mock('./EChart', () => ({
  EChart: ({ label, onClick }: { label: string; onClick(p: { seriesIndex: number; dataIndex: number }): void }) => (
    <button type="button" data-testid="report-chart" onClick={() => onClick({ seriesIndex: 0, dataIndex: 1 })}>{label}</button>
  ),
}));

type Answer = { status?: number; body: unknown };
let answers: Record<string, Answer[]>;
let calls: { url: string; method: string; data?: unknown }[];
function answer(path: string, ...list: Answer[]) {
  answers[path] = [...(answers[path] ?? []), ...list];
}

beforeEach(() => {
  answers = {};
  calls = [];
  window.location.hash = '';
  vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
    const body = init?.body ? new URLSearchParams(String(init.body)).get('data') : null;
    calls.push({ url, method: init?.method ?? 'GET', data: body === null ? undefined : JSON.parse(body) });
    const key = Object.keys(answers).sort((a, b) => b.length - a.length).find((k) => url.startsWith(k));
    const next = key ? (answers[key].length > 1 ? answers[key].shift() : answers[key][0]) : undefined;
    if (!next) throw new Error(`no answer for ${url}`);
    return new Response(JSON.stringify(next.body), { status: next.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  }));
  void i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  installModules([]);
});

const settle = () => act(async () => { for (let i = 0; i < 8; i++) await Promise.resolve(); });

export const REPORT: Report = {
  type: 'activity', label: 'Consultant activity', model: '',
  filter: { gql: '', groupby_x: 'user', groupby_y: '', groupby_z: '', datetype: 'date', daterange: 'this_week', filter_basic: {} },
  range: { from: '2026-11-23', to: '2026-11-29', label: 'This week' },
  dims: [{ name: 'user', label: 'Consultant' }],
  columns: [
    { key: 'notes', label: 'Notes and calls', format: 'number', target: true },
    { key: 'revenue', label: 'Invoiced revenue', format: 'money' },
  ],
  rows: [
    { keys: [12], labels: ['Amy Xie'], cells: { notes: { value: 34, target: 40, rag: 'amber', model: 'note', gql: 'user=12&dateAdded__day_range=2026-11-23,2026-11-29' }, revenue: { value: 125000, model: 'invoiceassignment', gql: 'user=12' } } },
    { keys: [13], labels: ['Leo Cao'], cells: { notes: { value: 12, target: 40, rag: 'red', model: 'note', gql: 'user=13' }, revenue: { value: 0 } } },
  ],
  total: { cells: { notes: { value: 46, model: 'note', gql: 'dateAdded__day_range=2026-11-23,2026-11-29' }, revenue: { value: 125000 } } },
  views: ['table', 'bar', 'trend', 'pie', 'stack'],
  viewconfig: { viewType: 'table', suffix: '', suffix_user_id: -99, config_name: '', score_config_name: '' },
  fromAdmin: false, editable: true,
};
const CHART: ChartData = {
  categories: ['Amy Xie', 'Leo Cao'],
  series: [{ key: 'notes', name: 'Notes and calls', data: [{ value: 34, model: 'note', gql: 'user=12' }, { value: 12, model: 'note', gql: 'user=13&x=1' }] }],
};
const CHOICES: FilterChoices = {
  fields: [],
  groupby: { x: [{ name: 'user', label: 'Consultant' }, { name: 'team', label: 'Team' }], y: [], z: [] },
  datetypes: [{ code: 'date', label: 'Day' }, { code: 'month', label: 'Month' }],
  dateranges: [{ code: 'this_week', label: 'This week' }, { code: 'last_month', label: 'Last month' }],
};

function renderPage(qs = '', report: Report = REPORT) {
  answer('/rest/reporttemplate/report?', { body: { status: true, data: report } });
  window.location.hash = `#report/activity${qs ? `?${qs}` : ''}`;
  return render(<ReportPage type="activity" query={new URLSearchParams(qs)} />);
}

describe('the report page', () => {
  it('asks the report with the route filter and draws its table: dims, columns, targets, total', async () => {
    renderPage('groupby_x=user&gql=team%3D3');
    await settle();
    expect(calls[0].url).toBe('/rest/reporttemplate/report?type=activity&gql=team%3D3&groupby_x=user');
    expect(screen.getByRole('heading', { name: 'Consultant activity' })).toBeTruthy();
    expect(screen.getByTestId('report-range').textContent).toBe('This week · 2026-11-23 – 2026-11-29');
    const table = screen.getByTestId('report-table');
    expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Consultant', 'Notes and calls', 'Invoiced revenue']);
    const amy = within(table).getByText('Amy Xie').closest('tr')!;
    const cells = amy.querySelectorAll('td');
    expect(cells[0].textContent).toBe('34/ 40');
    expect(cells[0].getAttribute('data-rag')).toBe('amber');
    expect(cells[1].textContent).toBe('125K');
    expect(screen.getByTestId('report-total').textContent).toContain('46');
  });

  it('every counted cell opens the list of its records; cells without a list are plain', async () => {
    renderPage();
    await settle();
    const links = screen.getAllByTestId('report-cell');
    expect(links[0].getAttribute('href')).toBe('#note/list?gql=user%3D12%26dateAdded__day_range%3D2026-11-23%2C2026-11-29&suffix=');
    const leo = within(screen.getByTestId('report-table')).getByText('Leo Cao').closest('tr')!;
    expect(leo.querySelectorAll('td')[1].querySelector('a')).toBeNull();
  });

  it('switching views asks the chart; a bar opens its list; 300 ms later it offers to open on it next time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderPage();
    await settle();
    answer('/rest/reporttemplate/report/chart/echarts', { body: { status: true, data: CHART } });
    fireEvent.click(within(screen.getByTestId('report-views')).getByRole('radio', { name: 'Bar chart' }));
    expect(window.location.hash).toBe('#report/activity?view=bar');
    render(<ReportPage type="activity" query={new URLSearchParams('view=bar')} />, { container: document.body.appendChild(document.createElement('div')) });
    await settle();
    expect(calls.some((c) => c.url === '/rest/reporttemplate/report/chart/echarts?type=activity&viewType=bar')).toBe(true);
    // Not before 300 ms.
    act(() => { vi.advanceTimersByTime(299); });
    expect(screen.queryByTestId('report-view-default')).toBeNull();
    act(() => { vi.advanceTimersByTime(1); });
    expect(screen.getByTestId('report-view-default').textContent).toContain('Open this report as Bar chart next time?');
    answer('/rest/reporttemplate/viewconfig', { body: { status: true } });
    fireEvent.click(within(screen.getByTestId('report-view-default')).getByRole('button', { name: 'Yes' }));
    await settle();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/rest/reporttemplate/viewconfig', data: { type: 'activity', viewType: 'bar', suffix: '', suffix_user_id: -99 } });
    fireEvent.click(screen.getAllByTestId('report-chart')[0]);
    expect(window.location.hash).toBe('#note/list?gql=user%3D13%26x%3D1&suffix=');
  });

  it('a switch soon followed by another asks once, for the last', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderPage();
    await settle();
    answer('/rest/reporttemplate/report/chart', { body: { status: true, data: CHART } });
    const views = within(screen.getByTestId('report-views'));
    fireEvent.click(views.getByRole('radio', { name: 'Bar chart' }));
    act(() => { vi.advanceTimersByTime(200); });
    fireEvent.click(views.getByRole('radio', { name: 'Pie chart' }));
    act(() => { vi.advanceTimersByTime(300); });
    expect(screen.getAllByTestId('report-view-default')).toHaveLength(1);
    expect(screen.getByTestId('report-view-default').textContent).toContain('Pie chart');
  });

  it('opens on the view the user saved', async () => {
    answer('/rest/reporttemplate/report/chart/trends', { body: { status: true, data: { ...CHART, buckets: ['2026-11-23'] } } });
    renderPage('', { ...REPORT, viewconfig: { ...REPORT.viewconfig, viewType: 'trend' } });
    await settle();
    expect(screen.getByTestId('report-view').getAttribute('data-view')).toBe('trend');
    expect(calls.some((c) => c.url.startsWith('/rest/reporttemplate/report/chart/trends?type=activity'))).toBe(true);
  });

  it('Export to Excel opens the export with the filter and a time stamp in a new window', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderPage('daterange=last_month');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    const [url, target] = open.mock.calls[0] as [string, string];
    expect(url).toMatch(/^\/rest\/reporttemplate\/report\/export\?type=activity&daterange=last_month&timestamp=\d+$/);
    expect(target).toBe('_blank');
  });

  it('Refresh asks the report again', async () => {
    renderPage();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await settle();
    expect(calls.filter((c) => c.url.startsWith('/rest/reporttemplate/report?'))).toHaveLength(2);
  });

  it('a report from admin settings is read only: the settings say why', async () => {
    renderPage('', { ...REPORT, fromAdmin: true, editable: false });
    await settle();
    const locked = screen.getByTestId('report-settings-locked');
    expect(locked.getAttribute('title')).toBe('From Admin Setting, Can not edit');
    expect((within(locked).getByRole('button') as HTMLButtonElement).disabled).toBe(true);
    // Views still switch, but nothing is offered to save.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    answer('/rest/reporttemplate/report/chart', { body: { status: true, data: CHART } });
    fireEvent.click(within(screen.getByTestId('report-views')).getByRole('radio', { name: 'Pie chart' }));
    act(() => { vi.advanceTimersByTime(400); });
    expect(screen.queryByTestId('report-view-default')).toBeNull();
  });

  it('the settings: Apply it puts the chosen filter in the route and keeps the columns chosen', async () => {
    renderPage();
    await settle();
    answer('/rest/reportdetail/activity/search/get_type', { body: { status: true, data: CHOICES } });
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    fireEvent.change(within(dialog).getByLabelText('Group by'), { target: { value: 'team' } });
    fireEvent.change(within(dialog).getByLabelText('Date range'), { target: { value: 'last_month' } });
    fireEvent.click(within(dialog).getByLabelText('Invoiced revenue'));
    answer('/rest/reporttemplate/viewconfig', { body: { status: true } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply it' }));
    await settle();
    const q = new URLSearchParams(window.location.hash.split('?')[1]);
    expect([q.get('groupby_x'), q.get('daterange'), q.get('datetype')]).toEqual(['team', 'last_month', 'date']);
    expect(calls.find((c) => c.method === 'POST')?.data).toMatchObject({ type: 'activity', viewType: 'table', suffix: 'notes' });
    expect([...screen.getByTestId('report-table').querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Consultant', 'Notes and calls']);
  });

  it('a custom range needs a start before its end', async () => {
    renderPage();
    await settle();
    answer('/rest/reportdetail/activity/search/get_type', { body: { status: true, data: CHOICES } });
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    fireEvent.change(within(dialog).getByLabelText('Date range'), { target: { value: 'custom' } });
    fireEvent.change(within(dialog).getByLabelText('From'), { target: { value: '2026-12-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply it' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose a start date on or before the end date.');
    fireEvent.change(within(dialog).getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply it' }));
    expect(new URLSearchParams(window.location.hash.split('?')[1]).get('daterange')).toBe('2026-11-01,2026-11-29');
  });

  it('Advanced: Edit View opens the gql box with the report fields; Enter applies it', async () => {
    renderPage();
    await settle();
    answer('/rest/reportdetail/activity/search/get_type', { body: { status: true, data: CHOICES } });
    answer('/rest/reportdetail/activity/search/all', { body: { status: true, list: [{ name: 'team', label_value: 'Team', type: 'foreignkey' }] } });
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    await settle();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Edit View' }));
    await settle();
    fireEvent.change(screen.getByLabelText('Add a field…'), { target: { value: 'team' } });
    const box = screen.getByLabelText('gql') as HTMLInputElement;
    expect(box.value).toBe('team=');
    fireEvent.change(box, { target: { value: 'team=3' } });
    fireEvent.submit(box.closest('form')!);
    expect(new URLSearchParams(window.location.hash.split('?')[1]).get('gql')).toBe('team=3');
  });

  it('a refusal shows as the server words it', async () => {
    answer('/rest/reporttemplate/report?', { status: 400, body: { status: false, message: 'groupby_x: unknown dimension "planet"' } });
    window.location.hash = '#report/activity?groupby_x=planet';
    render(<ReportPage type="activity" query={new URLSearchParams('groupby_x=planet')} />);
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('groupby_x: unknown dimension "planet"');
  });

  it('an empty report says so', async () => {
    renderPage('', { ...REPORT, rows: [], total: undefined });
    await settle();
    expect(screen.getByText('Nothing to count for this period and filter.')).toBeTruthy();
  });

  it('a saved report opens on its filter and view', async () => {
    answer('/rest/reportsaved/7', { body: { status: true, data: { id: 7, type: 'activity', filter: '{"groupby_x":"team","daterange":"last_month"}', viewconfig: '{"viewType":"pie"}' } } });
    answer('/rest/reporttemplate/report/chart/echarts', { body: { status: true, data: CHART } });
    renderPage('saved=7');
    await settle();
    expect(calls[1].url).toBe('/rest/reporttemplate/report?type=activity&groupby_x=team&daterange=last_month');
    expect(screen.getByTestId('report-view').getAttribute('data-view')).toBe('pie');
  });
});
