import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUrl, get, getFile, post, setUnauthorizedHandler } from './client';
import { readCookie } from './csrf';
import { ApiError } from './errors';

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'hl_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('buildUrl', () => {
  it('skips empty values and sends arrays as JSON', () => {
    expect(buildUrl('/rest/x/list', { gql: '', page: 2, demandKeys: ['owner'], a: undefined }))
      .toBe('/rest/x/list?page=2&demandKeys=%5B%22owner%22%5D');
  });
});

describe('readCookie', () => {
  it('finds one cookie among several', () => {
    expect(readCookie('hl_csrf', 'a=1; hl_csrf=tok%3D; b=2')).toBe('tok=');
    expect(readCookie('missing', 'a=1')).toBeUndefined();
  });
});

describe('get', () => {
  it('answers the envelope when status is true', async () => {
    vi.stubGlobal('fetch', answer(200, { status: true, data: { id: 1 }, count: 3 }));
    const body = await get('/rest/user/current');
    expect(body.data).toEqual({ id: 1 });
    expect(body.count).toBe(3);
  });

  const cases: Array<[string, number, unknown, string, boolean]> = [
    ['refusal keeps the message', 400, { status: false, message: 'Account is locked' }, 'refused', false],
    ['5xx is retryable', 500, { status: false, message: 'boom' }, 'server', true],
    ['401 is unauthorized', 401, { status: false, message: 'sign in' }, 'unauthorized', false],
    // A 4xx without our envelope (a proxy's page) is still a refusal, never "offline".
    ['a 4xx without an envelope is a refusal', 413, undefined, 'refused', false],
    ['a 5xx without an envelope is the server', 502, undefined, 'server', true],
  ];
  it.each(cases)('%s', async (_name, status, body, kind, retryable) => {
    vi.stubGlobal('fetch', answer(status, body));
    const err = await get('/x').catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.kind).toBe(kind);
    expect(err.retryable).toBe(retryable);
  });

  it('a lost connection is a retryable network error', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    const err = await get('/x').catch((e) => e);
    expect(err.kind).toBe('network');
    expect(err.retryable).toBe(true);
  });

  it('a 401 calls the unauthorized handler', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    vi.stubGlobal('fetch', answer(401, { status: false }));
    await get('/x').catch(() => {});
    expect(handler).toHaveBeenCalledOnce();
    setUnauthorizedHandler(() => {});
  });

  it('keeps extra fields of a refusal (login_chance)', async () => {
    vi.stubGlobal('fetch', answer(200, { status: false, message: 'Username or Password is incorrect', login_chance: 4 }));
    const err = await get('/x').catch((e) => e);
    expect(err.body.login_chance).toBe(4);
  });
});

describe('post', () => {
  it('sends data as a form field and the CSRF cookie as a header', async () => {
    document.cookie = 'hl_csrf=secret-token';
    const fetchMock = answer(200, { status: true });
    vi.stubGlobal('fetch', fetchMock);
    await post('/rest/candidate/delete', { ids: [1], count: 1 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/rest/candidate/delete');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['X-CSRF-Token']).toBe('secret-token');
    expect(new URLSearchParams(String(init.body)).get('data')).toBe('{"ids":[1],"count":1}');
  });
});

describe('getFile', () => {
  it('answers a file under the name of its Content-Disposition', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('PK', { status: 200, headers: {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': `attachment; filename="___-20260301.xlsx"; filename*=UTF-8''${encodeURIComponent('人才-20260301.xlsx')}`,
    } })));
    const got = await getFile('/rest/asynctask/7/download');
    expect(got.kind).toBe('file');
    if (got.kind === 'file') expect(got.filename).toBe('人才-20260301.xlsx');
  });

  it('a queued export answers the message, the task and the row count', async () => {
    vi.stubGlobal('fetch', answer(200, { status: true, async: true, data: 12, count: 3000, message: 'Excel export has been added to async task' }));
    expect(await getFile('/rest/candidate/list/export')).toEqual({ kind: 'queued', message: 'Excel export has been added to async task', taskId: 12, count: 3000 });
  });

  it('a refusal (export switched off) is an ApiError with the server message', async () => {
    vi.stubGlobal('fetch', answer(403, { status: false, message: 'Disable by default, Contact the provider to enable' }));
    const err = await getFile('/rest/candidate/list/export').catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.message).toBe('Disable by default, Contact the provider to enable');
  });
});
