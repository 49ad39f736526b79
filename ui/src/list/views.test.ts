import { describe, expect, it } from 'vitest';
import type { SuffixInfo } from '../api/types';
import { canDeleteView, canSaveView, groupViews, knownSuffix, newViewGroups, requestedSuffix, roleDefault, viewFilter } from './views';

const v = (code: string, group: number, extra: Partial<SuffixInfo> = {}): SuffixInfo => ({ code, value: code || 'Default', group, deletable: code !== '', ...extra });
const def = v('', -99);
const pipeline = v('pipeline', -99, { deletable: false });
const hot = v('hot', -1);
const mine = v('mine', 7, { suffix_user_id: 7 });

describe('groupViews', () => {
  it('groups system, shared and personal views with Default first', () => {
    const groups = groupViews([pipeline, mine, hot, def, v('legacy', -50)]);
    expect(groups.map((g) => [g.key, g.views.map((s) => s.code)])).toEqual([
      ['system', ['', 'pipeline', 'legacy']],
      ['shared', ['hot']],
      ['personal', ['mine']],
    ]);
  });
  it('leaves out empty groups and adds Default when the server did not list it', () => {
    expect(groupViews([hot]).map((g) => [g.key, g.views.map((s) => s.code)])).toEqual([['system', ['']], ['shared', ['hot']]]);
    expect(groupViews([])[0].views[0].code).toBe('');
  });
});

describe('what a user may do with a view', () => {
  const admin = { id: 1, isAdmin: true };
  const consultant = { id: 7, isAdmin: false };
  const other = { id: 8, isAdmin: false };
  it.each([
    ['Default', def, admin, true], ['Default', def, consultant, false],
    ['system', pipeline, admin, true], ['system', pipeline, consultant, false],
    ['shared', hot, admin, true], ['shared', hot, consultant, false],
    ['own personal', mine, consultant, true], ["someone else's personal", mine, other, false],
  ])('saving %s as %o', (_name, view, user, want) => {
    expect(canSaveView(view, user)).toBe(want);
  });
  it('reads the owner from the group when the server leaves suffix_user_id out', () => {
    expect(canSaveView(v('x', 7), consultant)).toBe(true);
  });
  it('never deletes Default, and otherwise follows the server', () => {
    expect(canDeleteView({ ...def, deletable: true })).toBe(false);
    expect(canDeleteView(hot)).toBe(true);
    expect(canDeleteView(pipeline)).toBe(false);
  });
  it('offers shared and system groups for new views to admins only', () => {
    expect(newViewGroups(false).map((g) => g.group)).toEqual([0]);
    expect(newViewGroups(true).map((g) => g.group)).toEqual([0, -1, -99]);
  });
});

describe('the view the list shows', () => {
  it('takes the link before the remembered one', () => {
    expect(requestedSuffix('hot', 'mine')).toBe('hot');
    expect(requestedSuffix(null, 'mine')).toBe('mine');
    expect(requestedSuffix(null, undefined)).toBe('');
    expect(requestedSuffix(null, 3)).toBe('');
  });
  it('opens on the view the metadata names for the user\'s type until the user chooses one', () => {
    expect(requestedSuffix(null, undefined, 'mine')).toBe('mine');
    // Default chosen on purpose stays Default.
    expect(requestedSuffix(null, '', 'mine')).toBe('');
    expect(requestedSuffix(null, 'this_week', 'mine')).toBe('this_week');
    expect(requestedSuffix('', undefined, 'mine')).toBe('');
  });
  it('reads the default and the filter of the shipped views', () => {
    const mine = { code: 'mine', value: 'My candidates', group: -99, deletable: false, filter: 'owner={{user.id}}', default: true };
    expect(roleDefault([def, hot, mine])).toBe('mine');
    expect(roleDefault([def, hot])).toBe('');
    expect(roleDefault(undefined)).toBe('');
    expect(viewFilter([def, mine], 'mine')).toBe('owner={{user.id}}');
    expect(viewFilter([def, mine], '')).toBe('');
    expect(viewFilter(undefined, 'mine')).toBe('');
  });
  it('knows Default and the listed views only', () => {
    expect(knownSuffix(undefined, '')).toBe(true);
    expect(knownSuffix([def, hot], 'hot')).toBe(true);
    expect(knownSuffix([def, hot], 'gone')).toBe(false);
  });
});
