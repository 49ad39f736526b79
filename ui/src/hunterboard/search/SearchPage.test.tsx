import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { fakeServer } from '../../jobboard/fakeServer';
import { useSession } from '../../stores/session';
import { useBinding } from '../bind/binding';
import SearchPage from './SearchPage';

HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) { this.open = true; };

const TOKENS = [
  { name: 'keyword', label: 'Keyword', type: 'char' },
  { name: 'education', label: 'Education', type: 'checkboxdropdown', options: [{ id: 1, label: 'Bachelor' }, { id: 2, label: 'Master' }] },
];
const card = (id: number, name: string) => ({ id, name, title: 'CFO', company: 'Acme', city: 'Shanghai', years: 8, education: 'Master', salary: '60万', updated_at: '2026-01-02T00:00:00Z' });

function serve(bound = true) {
  const server = fakeServer();
  server.answer('/rest/hunterboard/user_info', { body: { status: true, data: bound ? { name: 'Amy Xie', company_name: 'Huntline', title: 'Consultant' } : null } });
  server.answer('/rest/hunterboard/search_tokens', { body: { status: true, data: TOKENS } });
  server.answer('/rest/hunterboard/searches', { body: { status: true, list: [{ id: 4, title: 'Masters', gql: '{"education":"2"}' }] } });
  server.answer('/rest/hunterboard/search', { body: { status: true, list: [card(1, 'Wang Fang'), card(2, 'Li Lei')], count: 45, current: 1, pages: 3 } });
  server.answer('/rest/hunterboard/resume', { body: { status: true, data: { ...card(1, 'Wang Fang'), detail_html: '<h2>Experience</h2><p>CFO at Acme</p><script>alert(1)</script>' } } });
  server.answer('/rest/hunterboard/import_resume', { body: { status: true, data: { id: 99, name: 'Wang Fang', created: true } } });
  server.answer('/rest/hunterboard/unbind', { body: { status: true } });
  server.answer('/rest/jobboard/boards', { body: { status: true, list: [] } });
  return server;
}
const params = (q?: object, page?: number) => new URLSearchParams({ ...(q ? { q: JSON.stringify(q) } : {}), ...(page ? { page: String(page) } : {}) });

beforeEach(() => {
  void i18n.changeLanguage('en');
  useBinding.setState({ state: 'unknown', user: null });
  useSession.setState({ config: { system_expired: false, hide_forget_password: false, clientType: '', CLIENT_CODE: '', hunterboard_subscribe: true } });
  history.replaceState(null, '', '#hunterboard/resumes');
});
afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

describe('SearchPage', () => {
  it('shows the user card, the saved searches, the cards and the pills of the address\'s query', async () => {
    const server = serve();
    render(<SearchPage query={params({ education: '1,2', keyword: 'cfo' }, 2)} />);
    await screen.findByText('Wang Fang');
    const search = server.calls.find((c) => c.url.startsWith('/rest/hunterboard/search?'))!;
    const asked = new URL(search.url, 'http://x').searchParams;
    expect(JSON.parse(asked.get('query')!)).toEqual({ education: '1,2', keyword: 'cfo' });
    expect(asked.get('page')).toBe('2');
    expect(screen.getByText('Amy Xie')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Masters' })).toBeTruthy();
    const pills = within(screen.getByTestId('hunterboard-pills')).getAllByRole('listitem').map((li) => li.textContent);
    expect(pills).toEqual(['Keyword equals cfo', 'Education equals Bachelor, Master', 'Clear all']);
    expect(screen.getByTestId('hunterboard-count').textContent).toBe('45 resumes');
    expect(screen.getByTestId('hunterboard-page').textContent).toBe('Page 2 of 3');
  });

  it('pages and filters through the address, a new filter going back to page 1', async () => {
    serve();
    render(<SearchPage query={params({ keyword: 'cfo' }, 2)} />);
    await screen.findByText('Wang Fang');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(decodeURIComponent(location.hash)).toBe('#hunterboard/resumes?q={"keyword":"cfo"}&page=3');
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter Keyword' }));
    expect(location.hash).toBe('#hunterboard/resumes');
  });

  it('toggles the filter bar with the search icon; pop-ups open one at a time and close on an outside press', async () => {
    serve();
    render(<SearchPage query={params()} />);
    await screen.findByText('Wang Fang');
    const toggle = screen.getByRole('button', { name: 'Show or hide the filters' });
    expect(screen.getByTestId('hunterboard-filters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keyword' }));
    expect(screen.getAllByRole('dialog').map((d) => d.getAttribute('aria-label'))).toEqual(['Keyword']);
    fireEvent.click(screen.getByRole('button', { name: 'Education' }));
    expect(screen.getAllByRole('dialog').map((d) => d.getAttribute('aria-label'))).toEqual(['Education']);
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Education' }));
    fireEvent.click(screen.getByLabelText('Bachelor'));
    fireEvent.click(screen.getByLabelText('Master'));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(decodeURIComponent(location.hash)).toBe('#hunterboard/resumes?q={"education":"1,2"}');
    fireEvent.click(toggle);
    expect(screen.queryByTestId('hunterboard-filters')).toBeNull();
  });

  it('opens a resume in the slide panel, its HTML cleaned, and imports it', async () => {
    const server = serve();
    render(<SearchPage query={params()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open the resume of Wang Fang' }));
    const panel = await screen.findByTestId('hunterboard-resume');
    await within(panel).findByText('CFO at Acme');
    expect(panel.querySelector('script')).toBeNull();
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Import as candidate' })); });
    expect(server.calls.find((c) => c.url === '/rest/hunterboard/import_resume')!.data).toEqual({ id: 1 });
    expect(await screen.findByText('Imported as Wang Fang')).toBeTruthy();
  });

  it('saves the current filters as a search with subscribe, and deletes one after asking', async () => {
    const server = serve();
    server.answer('/rest/hunterboard/searches/add', { body: { status: true, data: 5 } });
    server.answer('/rest/hunterboard/searches/del', { body: { status: true } });
    render(<SearchPage query={params({ keyword: 'cfo' })} />);
    await screen.findByText('Wang Fang');
    fireEvent.click(screen.getByRole('button', { name: 'Save search' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'CFOs' } });
    fireEvent.click(screen.getByLabelText(/Subscribe/));
    await act(async () => { fireEvent.click(within(screen.getByRole('form', { name: 'Save search' })).getByRole('button', { name: 'Save search' })); });
    expect(server.calls.find((c) => c.url === '/rest/hunterboard/searches/add')!.data).toEqual({ title: 'CFOs', gql: '{"keyword":"cfo"}', subscribed: true });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Masters' }));
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Delete' })); });
    expect(server.calls.find((c) => c.url === '/rest/hunterboard/searches/del')!.data).toEqual({ id: 4 });
  });

  it('unbinds after the confirmation, then says the account is not bound and offers to bind', async () => {
    const server = serve();
    render(<SearchPage query={params()} />);
    await screen.findByText('Wang Fang');
    fireEvent.click(screen.getByRole('button', { name: 'Unbind' }));
    const dialog = screen.getByRole('dialog', { name: 'Unbind account' });
    expect(within(dialog).getByText(/all job-board features are inaccessible/)).toBeTruthy();
    await act(async () => { fireEvent.click(within(dialog).getByRole('button', { name: 'Unbind' })); });
    expect(server.calls.some((c) => c.url === '/rest/hunterboard/unbind' && c.method === 'POST')).toBe(true);
    expect(await screen.findByText('Account not bound')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bind account' })).toBeTruthy();
    expect(screen.queryByText('Wang Fang')).toBeNull();
  });

  it('unbound from the start: asks the board nothing but who is bound', async () => {
    const server = serve(false);
    render(<SearchPage query={params()} />);
    await screen.findByText('Account not bound');
    await waitFor(() => expect(server.calls.map((c) => c.url)).toEqual(['/rest/hunterboard/user_info']));
  });
});
