import { describe, expect, it } from 'vitest';
import { modules } from '../modules';
import { installModules } from '../modules/registry';
import { floatRoute, formatRoute, parseHash, wantsMobile } from './hash';

// The app's route words: the core's and its modules' (kanban, approvalsent, profile …).
installModules(modules);

describe('parseHash', () => {
  it.each([
    ['#candidate/list', 'candidate', 'list', ''],
    ['#candidate/detail?id=12', 'candidate', 'detail', 'id=12'],
    ['#client/add', 'client', 'add', ''],
    ['#client/pipeline', 'client', 'list', ''],
    ['#jobsubmission/kanban?joborder=12', 'jobsubmission', 'kanban', 'joborder=12'],
    ['#joborder', 'joborder', 'list', ''],
    ['', '', 'list', ''],
    // The spec's approvalsent pages are the approval flow's.
    ['#approvalsent/detail?id=5', 'approvalflow', 'detail', 'id=5'],
    ['#constructor/list', 'constructor', 'list', ''],
  ])('%s', (hash, model, view, qs) => {
    const r = parseHash(hash);
    expect([r.model, r.view, r.query.toString()]).toEqual([model, view, qs]);
  });

  it.each([
    ['#profile/password', 'profile:password'],
    ['#profile/language', 'profile:language'],
    ['#profile', 'profile:profile'],
    ['#/profile/unknown', 'profile:unknown'],
  ])('%s opens a page float, not a model', (hash, float) => {
    const r = parseHash(hash);
    expect([r.model, r.float]).toEqual(['', float]);
    expect(floatRoute(float)).toBe(hash.replace('#/', '#').replace(/^#profile$/, '#profile/profile'));
  });

  it.each([
    ['#system-setting/list?type=options', 'options'],
    ['#system-setting', ''],
  ])('%s opens the settings page, not a model', (hash, type) => {
    const r = parseHash(hash);
    expect([r.model, r.page, r.query.get('type') ?? '']).toEqual(['', 'system-setting', type]);
  });

  it('model routes carry no float', () => {
    expect(parseHash('#candidate/add').float).toBeUndefined();
    expect(parseHash('#profiles/list').model).toBe('profiles');
  });

  it('round-trips through formatRoute', () => {
    expect(formatRoute('candidate', 'detail', { id: 7 })).toBe('#candidate/detail?id=7');
  });
});

describe('wantsMobile', () => {
  it('narrow or mobile user agents', () => {
    expect(wantsMobile(390, 'Mozilla/5.0 (X11; Linux x86_64)')).toBe(true);
    expect(wantsMobile(1440, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile')).toBe(true);
    expect(wantsMobile(1440, 'Mozilla/5.0 (X11; Linux x86_64)')).toBe(false);
  });
});
