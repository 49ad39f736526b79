import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import AccountsPage from './AccountsPage';
import { fakeServer } from './fakeServer';

HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) { this.open = true; };

const settle = () => act(async () => { for (let i = 0; i < 8; i++) await Promise.resolve(); });
const ACCOUNTS = [
  { id: 1, site: 'liepin', user_id: 2, user_name: 'Amy Xie', name: '谢艾米', company: 'Huntline 猎头', bound_at: '2026-03-01T02:00:00Z', expires_at: '2026-03-01T03:00:00Z' },
  { id: 2, site: 'hunterboard', user_id: 1, user_name: 'Admin', name: 'admin-hb', company: '', bound_at: '2026-03-02T02:00:00Z', expires_at: '0001-01-01T00:00:00Z' },
];

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  void i18n.changeLanguage('en');
  document.cookie = 'hl_csrf=token-1';
  server = fakeServer();
});
afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

describe('Channel Management', () => {
  it('lists the accounts the server gives: site label, user, provider account, dates', async () => {
    server.answer('/rest/account/list', { body: { status: true, list: ACCOUNTS } });
    render(<AccountsPage />);
    await settle();
    expect(screen.getByRole('heading', { name: 'Channel Management' })).toBeTruthy();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Liepin')).toBeTruthy();
    expect(within(rows[0]).getByText('Amy Xie')).toBeTruthy();
    expect(within(rows[0]).getByText('谢艾米')).toBeTruthy();
    expect(within(rows[0]).getByText('Huntline 猎头')).toBeTruthy();
    expect(within(rows[1]).getByText('Hunter Board')).toBeTruthy();
    // A zero time (no expiry known) reads as a dash.
    expect(within(rows[1]).getAllByText('–').length).toBeGreaterThan(0);
    expect(server.calls[0].url).toBe('/rest/account/list');
  });

  it('filters by site through the call', async () => {
    server.answer('/rest/account/list', { body: { status: true, list: ACCOUNTS } }, { body: { status: true, list: [ACCOUNTS[0]] } });
    render(<AccountsPage />);
    await settle();
    fireEvent.change(screen.getByTestId('jobboard-accounts-site'), { target: { value: 'liepin' } });
    await settle();
    expect(server.calls.map((c) => c.url)).toEqual(['/rest/account/list', '/rest/account/list?site=liepin']);
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });

  it('revokes after a confirm, and the row goes', async () => {
    server.answer('/rest/account/list', { body: { status: true, list: ACCOUNTS } });
    server.answer('/rest/account/revoke', { body: { status: true } });
    server.answer('/rest/jobboard/boards', { body: { status: true, list: [] } });
    render(<AccountsPage />);
    await settle();
    fireEvent.click(within(screen.getAllByRole('row')[1]).getByRole('button', { name: 'Revoke' }));
    expect(screen.getByText(/Revoke Amy Xie's Liepin account \(谢艾米\)\?/)).toBeTruthy();
    const dialog = document.querySelector('dialog')!;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await settle();
    expect(server.calls.find((c) => c.url === '/rest/account/revoke')?.data).toEqual({ id: 1 });
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.queryByText('Amy Xie')).toBeNull();
  });

  it('an empty list says so, in Chinese too', async () => {
    await i18n.changeLanguage('zh_CN');
    server.answer('/rest/account/list', { body: { status: true, list: [] } });
    render(<AccountsPage />);
    await settle();
    expect(screen.getByText('还没有绑定任何招聘网站帐号。')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '渠道管理' })).toBeTruthy();
  });
});
