import { describe, expect, it } from 'vitest';
import { bindUrl, toAccount } from './api';
import { isDone, openPublicationsGql, optionCode } from './closedJob';

describe('bindUrl', () => {
  it('names the site and the callback on this origin', () => {
    const url = new URL(bindUrl('liepin', 'http://127.0.0.1:8080'), 'http://127.0.0.1:8080');
    expect(url.pathname).toBe('/rest/oauth2/fetch_redirect_url');
    expect(url.searchParams.get('site')).toBe('liepin');
    expect(url.searchParams.get('callback_url')).toBe('http://127.0.0.1:8080/rest/liepin/bind_callback');
  });
});

describe('toAccount', () => {
  it.each([
    ['snake case', { id: 3, site: 'liepin', user_id: 7, user_name: 'Amy', name: '谢', company: 'Acme', bound_at: '2026-01-02T03:04:05Z', expires_at: '2026-02-01T00:00:00Z' }],
    ['Go field names', { ID: 3, Site: 'liepin', UserID: 7, UserName: 'Amy', Name: '谢', Company: 'Acme', BoundAt: '2026-01-02T03:04:05Z', ExpiresAt: '2026-02-01T00:00:00Z' }],
  ])('reads %s', (_name, raw) => {
    expect(toAccount(raw)).toMatchObject({ id: 3, site: 'liepin', user_id: 7, user_name: 'Amy', name: '谢', company: 'Acme', bound_at: '2026-01-02T03:04:05Z' });
  });
});

describe('closed jobs', () => {
  it.each([['closed', true], ['filled', true], ['cancelled', true], ['live', false], ['onhold', false], [{ code: 'closed' }, true], [null, false]])(
    '%j done: %s', (status, want) => expect(isDone(status)).toBe(want));
  it('reads a code bare or as an option', () => {
    expect(optionCode({ code: 'live', label: 'Live' })).toBe('live');
    expect(optionCode(undefined)).toBe('');
  });
  it('filters the open publications of a job', () => {
    expect(openPublicationsGql('joborder', 12)).toBe('joborder=12&status=published');
  });
});
