import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { useUserConfig } from '../stores/userConfig';
import { useLiepinAccount } from './account';
import { setReload, useUnbindDialog } from './binding';
import { HeaderEntry, UnbindHost } from './HeaderEntry';

vi.mock('../api/client', async (original) => ({ ...(await original<typeof import('../api/client')>()), get: vi.fn(), post: vi.fn() }));
vi.mock('../jobboard', async (original) => ({ ...(await original<typeof import('../jobboard')>()), bindAccount: vi.fn() }));
const { get } = await import('../api/client');
const { bindAccount } = await import('../jobboard');
const calls = vi.mocked(get);
const bind = vi.mocked(bindAccount);
const reload = vi.fn();

/** The server's answers by path. */
function answer(routes: Record<string, unknown>) {
  calls.mockImplementation(async (path: string) => {
    if (!(path in routes)) throw new Error(`unexpected ${path}`);
    return { status: true, data: routes[path] };
  });
}
const bound = { code: '1', user_info: { name: 'Wang Lei', company: 'Acme' } };

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  calls.mockReset();
  bind.mockReset();
  reload.mockReset();
  setReload(reload);
  useLiepinAccount.setState({ state: 'unknown', user: null });
  useUserConfig.setState({ values: {}, loaded: true });
  useUnbindDialog.setState({ open: false });
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) { this.open = true; };
  void i18n.changeLanguage('en');
});
afterEach(() => { cleanup(); vi.useRealTimers(); });

async function draw() {
  await act(async () => { render(<><HeaderEntry /><UnbindHost /></>); });
}

describe('HeaderEntry', () => {
  it('shows Bind while unbound (data.code other than 1), and binds through the OAuth window', async () => {
    answer({ '/rest/liepin/fetch_liepin_user_info': { code: '0' } });
    await draw();
    expect(screen.queryByRole('button', { name: 'Liepin' })).toBeNull();
    bind.mockImplementation(async () => { answer({ '/rest/liepin/fetch_liepin_user_info': bound }); return true; });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Bind Liepin' })); });
    expect(bind).toHaveBeenCalledWith('liepin');
    expect(useLiepinAccount.getState().state).toBe('bound');
    await act(async () => { vi.advanceTimersByTime(2000); });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('says so and stays when the window closes unbound', async () => {
    answer({ '/rest/liepin/fetch_liepin_user_info': { code: '0' } });
    await draw();
    bind.mockResolvedValue(false);
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Bind Liepin' })); });
    await act(async () => { vi.advanceTimersByTime(2000); });
    expect(reload).not.toHaveBeenCalled();
  });

  it('in Chinese reads 绑定猎聘', async () => {
    await act(() => i18n.changeLanguage('zh_CN'));
    answer({ '/rest/liepin/fetch_liepin_user_info': { code: '0' } });
    await draw();
    expect(screen.getByRole('button', { name: '绑定猎聘' })).toBeTruthy();
  });

  it('bound, offers the resume search and Unbind, which asks in the Unbind account modal', async () => {
    answer({ '/rest/liepin/fetch_liepin_user_info': bound });
    await draw();
    fireEvent.click(screen.getByRole('button', { name: 'Liepin' }));
    expect(screen.getByRole('menuitem', { name: 'Resume search' }).getAttribute('href')).toBe('#liepin/resumelist');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Unbind Liepin' }));
    const dialog = screen.getByRole('dialog', { name: 'Unbind account' });
    expect(dialog.textContent).toContain('Wang Lei');
    answer({ '/rest/liepin/fetch_liepin_user_info': { code: '0' } });
    document.cookie = 'hl_csrf=tok';
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ status: true }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Unbind' })); });
    vi.unstubAllGlobals();
    // A GET that changes state: sent with the CSRF token the server asks for.
    expect(fetchMock).toHaveBeenCalledWith('/rest/liepin/unbind', expect.objectContaining({ headers: expect.objectContaining({ 'X-CSRF-Token': 'tok' }) }));
    expect(screen.queryByRole('dialog', { name: 'Unbind account' })).toBeNull();
    await act(async () => { vi.advanceTimersByTime(2000); });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a failed user-info call is no account', async () => {
    calls.mockRejectedValue(new Error('down'));
    await draw();
    expect(screen.getByRole('button', { name: 'Bind Liepin' })).toBeTruthy();
  });

  it.each([true, '1', 1, 'true'])('is hidden while disableliepinmenu is %j', async (flag) => {
    useUserConfig.setState({ values: { disableliepinmenu: flag } });
    answer({ '/rest/liepin/fetch_liepin_user_info': bound });
    await draw();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
