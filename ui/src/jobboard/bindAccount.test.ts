import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bindAccount, PopupBlockedError, popupFeatures } from './bindAccount';
import { useBoardsStore } from './boards';
import { fakeServer } from './fakeServer';

const boards = (bound: boolean) => ({ body: { status: true, list: [{ site: 'liepin', label: 'Liepin', bound, account: null }, { site: 'hunterboard', label: 'Hunter Board', bound: false, account: null }] } });

let popup: { closed: boolean; close: ReturnType<typeof vi.fn> };
let opened: unknown[][];

beforeEach(() => {
  vi.useFakeTimers();
  useBoardsStore.setState({ boards: undefined, loading: undefined, error: false });
  popup = { closed: false, close: vi.fn(() => { popup.closed = true; }) };
  opened = [];
  vi.spyOn(window, 'open').mockImplementation((...args: unknown[]) => { opened.push(args); return popup as unknown as Window; });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const post = (data: unknown, origin = window.location.origin) => window.dispatchEvent(new MessageEvent('message', { data, origin }));

describe('bindAccount', () => {
  it('opens the redirect in a pop-up, ends on our closeme, and answers the state read again', async () => {
    const server = fakeServer();
    server.answer('/rest/jobboard/boards', boards(true));
    const result = bindAccount('liepin');
    expect(opened).toHaveLength(1);
    const [url, name, features] = opened[0] as string[];
    expect(url).toBe(`/rest/oauth2/fetch_redirect_url?site=liepin&callback_url=${encodeURIComponent(`${window.location.origin}/rest/liepin/bind_callback`)}`);
    expect(name).toBe('huntline-bind-liepin');
    expect(features).toMatch(/popup=yes,width=560,height=680/);
    // Another origin's message (the provider's page) and another text do not end the wait.
    post('closeme', 'https://evil.example');
    post('hello');
    await vi.advanceTimersByTimeAsync(100);
    expect(server.calls).toHaveLength(0);
    post('closeme');
    await expect(result).resolves.toBe(true);
    expect(popup.close).toHaveBeenCalled();
    expect(server.calls.map((c) => c.url)).toEqual(['/rest/jobboard/boards']);
    expect(useBoardsStore.getState().boards?.[0].bound).toBe(true);
  });

  it('a window closed by hand ends the wait too; still unbound answers false', async () => {
    const server = fakeServer();
    server.answer('/rest/jobboard/boards', boards(false));
    const result = bindAccount('liepin');
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(600);
    await expect(result).resolves.toBe(false);
  });

  it('a blocked pop-up rejects', async () => {
    vi.mocked(window.open).mockReturnValue(null);
    await expect(bindAccount('hunterboard')).rejects.toBeInstanceOf(PopupBlockedError);
  });
});

describe('popupFeatures', () => {
  it('centres the window over the app', () => {
    expect(popupFeatures({ screenX: 100, screenY: 50, outerWidth: 1560, outerHeight: 980 })).toBe('popup=yes,width=560,height=680,left=600,top=200');
    expect(popupFeatures({ screenX: 0, screenY: 0, outerWidth: 400, outerHeight: 500 })).toMatch(/left=0,top=0$/);
  });
});

describe('the boards store', () => {
  it('loads once for every screen that asks; a failure is no board', async () => {
    vi.useRealTimers();
    const server = fakeServer();
    server.answer('/rest/jobboard/boards', boards(false));
    const [a, b] = await Promise.all([useBoardsStore.getState().load(), useBoardsStore.getState().load()]);
    expect(a).toBe(b);
    expect(server.calls).toHaveLength(1);
    await useBoardsStore.getState().load();
    expect(server.calls).toHaveLength(1);
    fakeServer().answer('/rest/jobboard/boards', { status: 500, body: { status: false, message: 'down' } });
    await expect(useBoardsStore.getState().reload()).resolves.toEqual([]);
    expect(useBoardsStore.getState()).toMatchObject({ boards: [], error: true });
  });
});
