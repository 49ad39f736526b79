// Settings → Add-ons against a mocked fetch: the plugins with their switches, what a switch
// posts (with the CSRF header), the reload after it, and refusals shown as the server words them.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../i18n';
import type { CurrentUser } from '../api/types';
import { installModules } from '../modules/registry';
import { useSession } from '../stores/session';
import AddonsPage from './AddonsPage';
import { SettingsScreen } from './SettingsScreen';

type Answer = { status?: number; body: unknown };
let answers: Record<string, Answer[]>;
let calls: { url: string; method: string; csrf?: string; data?: unknown }[];

/** Answers in order per path (the first one matching the start of the url). */
function answer(path: string, ...list: Answer[]) {
  answers[path] = [...(answers[path] ?? []), ...list];
}

beforeEach(() => {
  answers = {};
  calls = [];
  document.cookie = 'hl_csrf=token-1';
  vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
    const body = init?.body ? new URLSearchParams(String(init.body)).get('data') : null;
    calls.push({
      url, method: init?.method ?? 'GET', csrf: (init?.headers as Record<string, string> | undefined)?.['X-CSRF-Token'],
      data: body === null ? undefined : JSON.parse(body),
    });
    const key = Object.keys(answers).find((k) => url.startsWith(k));
    const next = key ? answers[key].shift() : undefined;
    if (!next) throw new Error(`no answer for ${url}`);
    return new Response(JSON.stringify(next.body), { status: next.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = 'hl_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  useSession.setState({ user: undefined, config: undefined });
  installModules([]);
});

const settle = () => act(async () => { for (let i = 0; i < 5; i++) await Promise.resolve(); });

const PLUGINS = [
  { name: 'telephony', label: 'Telephony', description: 'Calls through the telephone provider, their recordings and the incoming-call pop-up.', on: true },
  { name: 'jobboard', label: 'Job board', description: 'Publishes jobs.', on: false },
];

describe('the add-ons page', () => {
  it('lists each plugin with its description and a switch showing whether it is on', async () => {
    answer('/rest/plugin/list', { body: { status: true, list: PLUGINS } });
    render(<AddonsPage reload={vi.fn()} />);
    await settle();
    expect(screen.getByRole('switch', { name: 'Telephony' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('switch', { name: 'Job board' }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText(PLUGINS[0].description)).toBeTruthy();
  });

  it('turning one off posts .../off with the CSRF header, then the app loads again', async () => {
    answer('/rest/plugin/list', { body: { status: true, list: PLUGINS } });
    const reload = vi.fn();
    render(<AddonsPage reload={reload} />);
    await settle();
    answer('/rest/plugin/telephony/off', { body: { status: true } });
    fireEvent.click(screen.getByRole('switch', { name: 'Telephony' }));
    await settle();
    const post = calls.find((c) => c.url === '/rest/plugin/telephony/off');
    expect(post).toMatchObject({ method: 'POST', csrf: 'token-1' });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('switch', { name: 'Telephony' }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('Telephony is off. Reloading…');
  });

  it('turning one on posts .../on', async () => {
    answer('/rest/plugin/list', { body: { status: true, list: PLUGINS } });
    const reload = vi.fn();
    render(<AddonsPage reload={reload} />);
    await settle();
    answer('/rest/plugin/jobboard/on', { body: { status: true } });
    fireEvent.click(screen.getByRole('switch', { name: 'Job board' }));
    await settle();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /rest/plugin/list', 'POST /rest/plugin/jobboard/on']);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a refused switch shows the server\'s message and leaves the plugin as it was', async () => {
    answer('/rest/plugin/list', { body: { status: true, list: PLUGINS } });
    const reload = vi.fn();
    render(<AddonsPage reload={reload} />);
    await settle();
    answer('/rest/plugin/telephony/off', { status: 403, body: { status: false, message: 'Only administrators can turn add-ons on or off.' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Telephony' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Only administrators can turn add-ons on or off.');
    expect(screen.getByRole('switch', { name: 'Telephony' }).getAttribute('aria-checked')).toBe('true');
    expect((screen.getByRole('switch', { name: 'Telephony' }) as HTMLButtonElement).disabled).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('a refused list (not an administrator) shows the message', async () => {
    answer('/rest/plugin/list', { status: 403, body: { status: false, message: 'You do not have permission.' } });
    render(<AddonsPage reload={vi.fn()} />);
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('You do not have permission.');
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('says so when the server has no plugins', async () => {
    answer('/rest/plugin/list', { body: { status: true, list: [] } });
    render(<AddonsPage reload={vi.fn()} />);
    await settle();
    expect(screen.getByText('No add-ons are installed on this server.')).toBeTruthy();
  });
});

describe('the settings sidebar', () => {
  const user = (isAdmin: boolean) => ({ id: 1, __name__: 'Min Lin', lang: 'en', isAdmin, firstLogin: false, changePassword: false, parent_user: null }) as CurrentUser;
  it.each([[true, ['Add-ons']], [false, []]])('an administrator (%s) finds Add-ons', (isAdmin, want) => {
    useSession.setState({ user: user(isAdmin) });
    render(<SettingsScreen query={new URLSearchParams('type=')} />);
    expect(screen.queryAllByRole('link').map((a) => a.textContent)).toEqual(want);
  });
});
