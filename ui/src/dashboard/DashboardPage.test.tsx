// The dashboard against a mocked server: the grid in the home's order and widths, each
// dashlet's icons (an admin's read only: hide instead of edit and remove), view all, resize,
// the edit form's required name and 'Add Dashboard Error!', and a list dashlet's rows.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../i18n';
import { i18n } from '../i18n';
import type { ModelMeta } from '../api/types';
import { useModelMeta } from '../stores/modelMeta';
import { useSession } from '../stores/session';
import DashboardPage from './DashboardPage';
import type { Dashlet, Home } from './dashboardApi';

// jsdom has no modal dialogs.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) { this.open = true; };

vi.mock('../reports/ReportView', () => ({
  ReportView: ({ type, viewType }: { type: string; viewType?: string }) => <div data-testid="report-view">{type}:{viewType}</div>,
}));

const base = { suffix: '', suffix_user_id: -99, uuid: '', purpose: '', config_name: '', score_config_name: '', position: 0, fromAdmin: false, readonly: false };
const ADMIN: Dashlet = { ...base, id: 9, key: '9', name: 'Agency news', type: 'candidate', module: 'listWidget', query: 'dateAdded__this_week', width: 'w-box-sp6', viewconfig: {}, fromAdmin: true, readonly: true };
const JOBS: Dashlet = { ...base, id: 0, key: 'consultant-jobs', uuid: 'consultant-jobs', name: 'My open jobs', type: 'candidate', module: 'listWidget', query: 'owner={{user.id}}', width: 'w-box-sp6', viewconfig: { hide_checkbox: true } };
const NUMBERS: Dashlet = { ...base, id: 0, key: 'consultant-numbers', uuid: 'consultant-numbers', name: 'My numbers', type: 'activity', module: 'reportWidget', query: '{"daterange":"this_month","viewType":"bar"}', width: 'w-box-sp12', viewconfig: null };
const HOME: Home = { home: 'consultant', label: 'My day', own: false, dashlets: [ADMIN, JOBS, NUMBERS], hidden: [] };

const META = {
  name: 'candidate', label_value: 'Candidate', ordering: '-id', views: { list: { columns: ['englishName'] } }, allowed_actions: ['view'],
  fields: [{ name: 'englishName', label_value: 'Name', type: 'char' }],
} as unknown as ModelMeta;

let posts: { path: string; data: Record<string, unknown> }[];
let refuseSave: boolean;
beforeEach(() => {
  posts = [];
  refuseSave = false;
  void i18n.changeLanguage('en');
  useSession.setState({ user: { id: 2, isAdmin: false } as never });
  useModelMeta.setState({ entries: { 'en:candidate': { meta: META } } });
  vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
    const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (init?.method === 'POST') {
      const data = JSON.parse(new URLSearchParams(String(init.body)).get('data') ?? '{}');
      posts.push({ path: url, data });
      if (refuseSave) return answer({ status: false, message: 'query: nosuchfield is not a field of candidate' }, 400);
      return answer({ status: true, data: 12 });
    }
    if (url.startsWith('/rest/dashboard/mine')) return answer({ status: true, data: HOME });
    if (url.startsWith('/rest/candidate/list')) return answer({ status: true, list: [{ id: 1, englishName: 'Grace Li' }], count: 7, current: 1, pages: 2 });
    if (url.startsWith('/rest/data/models')) return answer({ status: true, list: [{ name: 'candidate', label_value: 'Candidate' }] });
    if (url.startsWith('/rest/reporttemplate/list')) return answer({ status: true, list: [{ name: 'activity', label: 'Consultant activity', views: ['table', 'bar'] }] });
    return answer({ status: false, message: `unexpected ${url}` }, 404);
  }));
});
afterEach(() => { cleanup(); vi.unstubAllGlobals(); });
const settle = () => act(async () => { for (let i = 0; i < 12; i++) await Promise.resolve(); });
const dashlet = (name: string) => screen.getByRole('region', { name });

describe('DashboardPage', () => {
  it('draws the home in order, half and full width, with each dashlet\'s icons', async () => {
    render(<DashboardPage />);
    await settle();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My day');
    expect(screen.getAllByTestId('dashlet').map((d) => d.getAttribute('data-key'))).toEqual(['9', 'consultant-jobs', 'consultant-numbers']);
    expect(dashlet('My numbers').parentElement!.className).toContain('md:col-span-2');
    expect(dashlet('My open jobs').parentElement!.className).toContain('md:col-span-1');
    // An admin's dashlet: view all and hide, no edit, resize or remove.
    const admin = within(dashlet('Agency news'));
    expect(admin.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(admin.queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(admin.getByRole('button', { name: 'Hide' })).toBeTruthy();
    expect(admin.getByText('From admin')).toBeTruthy();
    // View all: the list under the dashlet's query, on the Default view; the report page with its view.
    expect(within(dashlet('My open jobs')).getByRole('link', { name: 'View all' }).getAttribute('href')).toBe('#candidate/list?gql=owner%3D%7B%7Buser.id%7D%7D&suffix=');
    expect(within(dashlet('My numbers')).getByRole('link', { name: 'View all' }).getAttribute('href')).toBe('#report/activity?daterange=this_month&view=bar');
    expect(within(dashlet('My numbers')).getByTestId('report-view').textContent).toBe('activity:bar');
  });

  it('a list dashlet: the list\'s rows and count, its hide toggles obeyed, a page at a time', async () => {
    render(<DashboardPage />);
    await settle();
    const jobs = within(dashlet('My open jobs'));
    expect(jobs.getByText('Grace Li')).toBeTruthy();
    expect(jobs.getByTestId('dashlet-count').textContent).toBe('7 records');
    expect(jobs.queryByRole('checkbox')).toBeNull(); // hide_checkbox
    expect(within(dashlet('Agency news')).getAllByRole('checkbox').length).toBeGreaterThan(0);
    expect(jobs.getByText('1–1 of 7')).toBeTruthy();
  });

  it('resize switches the width and saves it; hide hides an admin\'s dashlet', async () => {
    render(<DashboardPage />);
    await settle();
    fireEvent.click(within(dashlet('My open jobs')).getByRole('button', { name: 'Full width' }));
    await settle();
    expect(posts[0]).toMatchObject({ path: '/rest/dashboard/save', data: { uuid: 'consultant-jobs', width: 'w-box-sp12', name: 'My open jobs' } });
    fireEvent.click(within(dashlet('Agency news')).getByRole('button', { name: 'Hide' }));
    await settle();
    expect(posts[1]).toEqual({ path: '/rest/dashboard/hide', data: { key: '9', hidden: true } });
  });

  it('the edit form: the name is required, a refused save says Add Dashboard Error!', async () => {
    render(<DashboardPage />);
    await settle();
    fireEvent.click(within(dashlet('My open jobs')).getByRole('button', { name: 'Edit' }));
    await settle();
    const name = screen.getByLabelText(/^Name/) as HTMLInputElement;
    expect(name.value).toBe('My open jobs');
    fireEvent.change(name, { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(posts).toEqual([]);
    fireEvent.change(name, { target: { value: 'Jobs I run' } });
    fireEvent.click(screen.getByLabelText('Paging'));
    refuseSave = true;
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    expect(posts[0].data).toMatchObject({ name: 'Jobs I run', uuid: 'consultant-jobs', module: 'listWidget', viewconfig: { hide_checkbox: true, hide_paging: true } });
    expect(screen.getByRole('alert').textContent).toContain('Add Dashboard Error!');
    expect(screen.getByRole('alert').textContent).toContain('nosuchfield');
  });

  it('Add dashlet: a report in one of its views', async () => {
    render(<DashboardPage />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Add dashlet' }));
    await settle();
    const form = within(screen.getByRole('dialog'));
    fireEvent.change(form.getByLabelText(/^Name/), { target: { value: 'Activity' } });
    fireEvent.click(form.getByLabelText('A report'));
    await settle();
    fireEvent.change(form.getByLabelText(/^Report/), { target: { value: 'activity' } });
    fireEvent.change(form.getByLabelText('View'), { target: { value: 'bar' } });
    fireEvent.click(form.getByLabelText('Full width'));
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    await settle();
    expect(posts[0]).toMatchObject({ path: '/rest/dashboard/save', data: { name: 'Activity', module: 'reportWidget', type: 'activity', query: '{"viewType":"bar"}', width: 'w-box-sp12', fromAdmin: false } });
  });
});
