import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { usePageFloat } from '../stores/pageFloat';
import { useLiepinAccount } from './account';
import type { Filter } from './filter';
import { ResumeSearch } from './ResumeSearch';

vi.mock('../api/client', async (original) => ({ ...(await original<typeof import('../api/client')>()), get: vi.fn(), post: vi.fn() }));
const { get, post } = await import('../api/client');
const gets = vi.mocked(get);
const posts = vi.mocked(post);

const BASE = {
  query_config: [{ key: 'keyword', label: 'Keywords', type: 'input', data_index: -1 }, { key: 'dq', label: 'City', type: 'select', data_index: 0 }],
  base_data: [{ options: [{ value: '010', label: 'Beijing' }, { value: '020', label: 'Shanghai' }] }],
};
const SAVED = [{ id: 4, tpl_name: 'Shanghai Go', querstr: '{"dq":"020","keyword":"go"}' }];

beforeEach(() => {
  gets.mockReset();
  posts.mockReset();
  gets.mockImplementation(async (path: string) => ({
    status: true,
    data: path.endsWith('fetch_search_base_data') ? BASE : path.endsWith('query_tpl/query') ? SAVED : null,
  }));
  posts.mockImplementation(async (path: string) => ({ status: true, data: path.endsWith('convert_to_search') ? { url: '/sim/liepin/search', post_form: [{ name: 'q', value: 'x' }] } : null }));
  HTMLFormElement.prototype.submit = vi.fn();
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) { this.open = true; };
  useLiepinAccount.setState({ state: 'bound', user: {} });
  usePageFloat.setState({ kind: undefined, data: {}, closing: false });
  void i18n.changeLanguage('en');
});
afterEach(cleanup);

const searches = () => posts.mock.calls.filter(([p]) => p === '/rest/liepin/convert_to_search').map(([, q]) => q);
function fromFrame(data: unknown) {
  const frame = document.querySelector('iframe')!;
  act(() => { window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(data), source: frame.contentWindow })); });
}

describe('ResumeSearch', () => {
  it('posts the hidden form of convert_to_search into the 45rem iframe, page merged in as curPage', async () => {
    await act(async () => { render(<ResumeSearch filter={{ dq: '010' }} onFilter={() => {}} />); });
    expect(searches()).toEqual([{ dq: '010', curPage: 1 }]);
    const form = screen.getByTestId('liepin-search-form') as HTMLFormElement;
    expect([form.method, form.getAttribute('action'), form.target]).toEqual(['post', '/sim/liepin/search', document.querySelector('iframe')!.name]);
    expect(HTMLFormElement.prototype.submit).toHaveBeenCalled();
    expect(document.querySelector('iframe')!.className).toContain('h-[45rem]');
  });

  it('pages with the total the frame reports, and a new filter starts at page 1', async () => {
    const { rerender } = render(<ResumeSearch filter={{ dq: '010' }} onFilter={() => {}} />);
    await act(async () => {});
    fromFrame({ totalCnt: 95 });
    expect(screen.getByRole('button', { name: /1\/4 \(95\)/ })).toBeTruthy();
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Next page' })); });
    expect(searches().at(-1)).toEqual({ dq: '010', curPage: 2 });
    await act(async () => { rerender(<ResumeSearch filter={{ dq: '020' }} onFilter={() => {}} />); });
    expect(searches().at(-1)).toEqual({ dq: '020', curPage: 1 });
  });

  it('opens a resume the frame names in the slide panel; other windows are not heard', async () => {
    await act(async () => { render(<ResumeSearch filter={{}} onFilter={() => {}} />); });
    act(() => { window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify({ url: 'http://evil/x' }), source: window })); });
    expect(usePageFloat.getState().kind).toBeUndefined();
    fromFrame({ url: 'http://127.0.0.1/sim/liepin/resume/r7' });
    expect(usePageFloat.getState()).toMatchObject({ kind: 'liepin:resume', data: { origin_url: 'http://127.0.0.1/sim/liepin/resume/r7' } });
  });

  it('applies the filter row and the saved searches, shown as title and tokens', async () => {
    const onFilter = vi.fn<(f: Filter) => void>();
    await act(async () => { render(<ResumeSearch filter={{}} onFilter={onFilter} />); });
    const saved = screen.getByRole('button', { name: /^Shanghai Go/ });
    expect(saved.textContent).toContain('City: Shanghai');
    expect(saved.textContent).toContain('Keywords: go');
    fireEvent.click(saved);
    expect(onFilter).toHaveBeenLastCalledWith({ dq: '020', keyword: 'go' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Keywords' }), { target: { value: 'rust' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'City' }), { target: { value: '010' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onFilter).toHaveBeenLastCalledWith({ keyword: 'rust', dq: '010' });
  });

  it('saves the current filter with a title, and deletes a saved search', async () => {
    await act(async () => { render(<ResumeSearch filter={{ dq: '010' }} onFilter={() => {}} />); });
    fireEvent.click(screen.getByRole('button', { name: 'Save search' }));
    const title = screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement;
    expect(title.value).toBe('Beijing');
    await act(async () => { fireEvent.click(screen.getAllByRole('button', { name: 'Save search' }).at(-1)!); });
    expect(posts).toHaveBeenCalledWith('/rest/liepin/query_tpl/add', { tpl_name: 'Beijing', query_str: '{"dq":"010"}' });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Delete Shanghai Go' })); });
    expect(posts).toHaveBeenCalledWith('/rest/liepin/query_tpl/del', { id: 4 });
  });

  it.each([
    ['noleft', false, true],
    ['bare', false, false],
    ['tab', false, true],
    ['full', true, true],
  ] as const)('the %s layout: saved searches %s, filters and pager %s', async (layout, left, filters) => {
    await act(async () => { render(<ResumeSearch filter={{}} onFilter={() => {}} layout={layout} />); });
    expect(Boolean(screen.queryByTestId('liepin-saved'))).toBe(left);
    expect(Boolean(screen.queryByTestId('liepin-filters'))).toBe(filters);
    expect(Boolean(screen.queryByTestId('liepin-pager'))).toBe(filters);
    expect(document.querySelector('iframe')).toBeTruthy();
  });

  it('unbound, offers to bind instead', async () => {
    useLiepinAccount.setState({ state: 'unbound', user: null });
    await act(async () => { render(<ResumeSearch filter={{}} onFilter={() => {}} />); });
    expect(screen.getByTestId('liepin-not-bound').textContent).toContain('Account not bound');
    expect(searches()).toEqual([]);
  });
});
