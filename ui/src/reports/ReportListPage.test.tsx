// The report list against a mocked fetch: the categories in the sidebar with their reports,
// cards of the chosen category, each opening #report/{type}.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../i18n';
import { i18n } from '../i18n';
import { byCategory, ReportListPage } from './ReportListPage';
import type { ReportTemplate } from './types';

const t = (name: string, category: string, extra: Partial<ReportTemplate> = {}): ReportTemplate => ({
  name, label: name.toUpperCase(), category, category_label: category === 'activity' ? 'Activity' : 'Pipeline', model: '', views: ['table', 'bar'], fromAdmin: false, editable: true, ...extra,
});
const LIST = [t('activity', 'activity', { description: 'Per consultant' }), t('funnel', 'pipeline'), t('operationlog', 'activity', { fromAdmin: true })];

let urls: string[];
beforeEach(() => {
  urls = [];
  void i18n.changeLanguage('en');
  vi.stubGlobal('fetch', vi.fn(async (url: string) => {
    urls.push(url);
    return new Response(JSON.stringify({ status: true, list: LIST }), { headers: { 'Content-Type': 'application/json' } });
  }));
});
afterEach(() => { cleanup(); vi.unstubAllGlobals(); });
const settle = () => act(async () => { for (let i = 0; i < 5; i++) await Promise.resolve(); });

describe('the report list', () => {
  it('groups the templates by category in the order they come', () => {
    expect(byCategory(LIST).map((c) => [c.label, c.reports.map((r) => r.name)])).toEqual([['Activity', ['activity', 'operationlog']], ['Pipeline', ['funnel']]]);
  });

  it('asks every report and shows the categories with their reports, each opening its page', async () => {
    render(<ReportListPage query={new URLSearchParams()} />);
    await settle();
    expect(urls[0]).toBe('/rest/reporttemplate/list?type=__all__');
    const side = screen.getByRole('complementary', { name: 'Categories' });
    expect(within(side).getByRole('link', { name: 'FUNNEL' }).getAttribute('href')).toBe('#report/funnel');
    expect(screen.getAllByTestId('report-card').map((a) => a.getAttribute('href'))).toEqual(['#report/activity', '#report/operationlog', '#report/funnel']);
    expect(screen.getByText('Per consultant')).toBeTruthy();
    expect(within(screen.getAllByTestId('report-card')[1]).getByText('From admin')).toBeTruthy();
  });

  it('a category shows only its reports', async () => {
    render(<ReportListPage query={new URLSearchParams('category=pipeline')} />);
    await settle();
    expect(screen.getAllByTestId('report-card').map((a) => a.getAttribute('data-type'))).toEqual(['funnel']);
    fireEvent.click(within(screen.getByRole('complementary')).getByRole('button', { name: /Activity/ }));
    expect(window.location.hash).toBe('#report/list?category=activity');
  });
});
