import { describe, expect, it } from 'vitest';
import {
  offered, viewFor,
  COLUMNS, PALETTE, addGroup, containerOf, dropTarget, fromEntries, fromView, groupSuffixes, moveField, removeGroup,
  renameGroup, sameLayout, toEntries, unplaced, type EditorGroup,
} from './layoutState';
import { mergeModels } from './navModels';

const known = new Set(['name', 'email', 'phone', 'status', 'owner', 'city']);
const view = {
  groups: [
    { name: 'basic', label: { en: 'Basic', zh_CN: '基本', zh_TW: '基本' }, layout: 2 as const, fields: ['name', 'email', 'gone'] },
    { name: 'track', label: { en: 'Tracking' }, layout: 1 as const, fields: ['status', 'email'] },
  ],
};

describe('views and entries', () => {
  it('reads groups, dropping unknown and repeated fields', () => {
    const groups = fromView(view, 'edit', known);
    expect(groups.map((g) => g.fields)).toEqual([['name', 'email'], ['status']]);
    expect(groups[1].layout).toBe(1);
  });

  it('a column view is one container', () => {
    const groups = fromView({ columns: ['name', 'status', 'nope'] }, 'list', known);
    expect(groups).toEqual([{ key: COLUMNS, name: COLUMNS, label: {}, layout: 1, fields: ['name', 'status'] }]);
    expect(toEntries(groups, 'list', 'en')).toEqual([{ entry_type: 'field', name: 'name' }, { entry_type: 'field', name: 'status' }]);
  });

  it('groups become a group entry followed by its fields, and back', () => {
    const groups = fromView(view, 'detail', known);
    const entries = toEntries(groups, 'detail', 'zh_CN');
    expect(entries).toEqual([
      { entry_type: 'group', name: 'basic', label_value: '基本', label: { en: 'Basic', zh_CN: '基本', zh_TW: '基本' }, extra: 2 },
      { entry_type: 'field', name: 'name' }, { entry_type: 'field', name: 'email' },
      { entry_type: 'group', name: 'track', label_value: 'Tracking', label: { en: 'Tracking' }, extra: 1 },
      { entry_type: 'field', name: 'status' },
    ]);
    expect(fromEntries(entries)).toEqual(groups.map(({ key: _k, ...g }) => g));
  });

  it('an empty group still posts its group entry', () => {
    const groups = addGroup([], { en: 'New Group', zh_CN: '新分组', zh_TW: '新分組' });
    expect(toEntries(groups, 'edit', 'en')).toEqual([
      { entry_type: 'group', name: 'new_group', label_value: 'New Group', label: { en: 'New Group', zh_CN: '新分组', zh_TW: '新分組' }, extra: 2 },
    ]);
  });
});

describe('moving fields', () => {
  const base = (): EditorGroup[] => [
    { key: 'a', name: 'a', label: {}, layout: 2, fields: ['name', 'email', 'phone'] },
    { key: 'b', name: 'b', label: {}, layout: 2, fields: ['status'] },
  ];

  it('reorders within a group', () => {
    expect(moveField(base(), 'phone', 'a', 0)[0].fields).toEqual(['phone', 'name', 'email']);
  });

  it('moves between groups at a position', () => {
    const next = moveField(base(), 'email', 'b', 0);
    expect(next.map((g) => g.fields)).toEqual([['name', 'phone'], ['email', 'status']]);
  });

  it('from the palette into a group, and back out', () => {
    const placed = moveField(base(), 'city', 'b', 99);
    expect(placed[1].fields).toEqual(['status', 'city']);
    expect(unplaced(placed, ['name', 'city', 'owner'])).toEqual(['owner']);
    const removed = moveField(placed, 'city', PALETTE, 0);
    expect(containerOf(removed, 'city')).toBe(PALETTE);
  });

  it('finds where a drop lands', () => {
    expect(dropTarget(base(), 'email')).toEqual({ container: 'a', index: 1 });
    expect(dropTarget(base(), 'b')).toEqual({ container: 'b', index: 1 });
    expect(dropTarget(base(), PALETTE)).toEqual({ container: PALETTE, index: 0 });
  });

  it('removing a group gives its fields back to the palette', () => {
    const next = removeGroup(base(), 'a');
    expect(unplaced(next, ['name', 'status'])).toEqual(['name']);
  });

  it('new groups get unique names; renaming fills empty languages', () => {
    const label = { en: 'New Group', zh_CN: '新分组', zh_TW: '新分組' };
    const two = addGroup(addGroup([], label), label);
    expect(two.map((g) => g.name)).toEqual(['new_group', 'new_group_2']);
    const renamed = renameGroup([{ key: 'x', name: 'x', label: { en: 'Old' }, layout: 2, fields: [] }], 'x', '跟进', 'zh_CN');
    expect(renamed[0].label).toEqual({ en: 'Old', zh_CN: '跟进', zh_TW: '跟进' });
    expect(sameLayout(base(), base())).toBe(true);
    expect(sameLayout(base(), moveField(base(), 'name', 'b', 0))).toBe(false);
  });
});

describe('suffix sections', () => {
  it('sorts views into system, shared and the user\'s own', () => {
    const out = groupSuffixes([
      { code: 'a', value: 'A', group: -50, deletable: true }, { code: '', value: '', group: -99, deletable: false }, { code: 's', value: 'S', group: -1, deletable: true },
      { code: 'mine', value: 'Mine', group: 7, deletable: true }, { code: 'theirs', value: 'Theirs', group: 8, deletable: false },
    ], 7, 'Default');
    expect(out.system.map((s) => [s.code, s.value])).toEqual([['', 'Default'], ['a', 'A']]);
    expect(out.shared.map((s) => s.code)).toEqual(['s']);
    expect(out.personal.map((s) => s.code)).toEqual(['mine']);
  });

  it('adds the default view when the server does not list it', () => {
    expect(groupSuffixes([], 1, 'Default').system).toEqual([{ code: '', value: 'Default', group: -99, deletable: false }]);
  });
});

describe('the starting layout', () => {
  it('an edit view without its own groups starts from the detail view; a detail tab from the list', () => {
    const detail = { groups: [{ name: 'd', label: {}, layout: 2 as const, fields: ['name'] }] };
    expect(viewFor({ detail }, 'edit')).toBe(detail);
    expect(viewFor({ detail, edit: { groups: [] } }, 'edit')).toBe(detail);
    const edit = { groups: [{ name: 'e', label: {}, layout: 1 as const, fields: ['email'] }] };
    expect(viewFor({ detail, edit }, 'edit')).toBe(edit);
    expect(viewFor({ list: { columns: ['name'] } }, 'detailtab')).toEqual({ columns: ['name'] });
    expect(viewFor({}, 'search')).toBeUndefined();
  });

  it('the edit palette leaves out system and read-only fields', () => {
    const fields = [{ name: 'id', system: true }, { name: 'score', editable: false }, { name: 'email', editable: true }];
    expect(offered(fields, 'edit')).toEqual(['email']);
    expect(offered(fields, 'detail')).toEqual(['id', 'score', 'email']);
  });
});

describe('the model choice', () => {
  it('keeps the navigation\'s order first, then the other viewable models by label', () => {
    expect(mergeModels(
      [{ model: 'candidate', label: 'Candidate' }, { model: 'client', label: 'Company' }],
      [{ model: 'team', label: 'Teams' }, { model: 'candidate', label: 'Candidate' }, { model: 'city', label: 'City' }],
    ).map((m) => m.model)).toEqual(['candidate', 'client', 'city', 'team']);
  });
});
