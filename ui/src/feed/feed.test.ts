import { describe, expect, it } from 'vitest';
import { modules } from '../modules';
import { installModules } from '../modules/registry';
import { cellKind, typeIcon } from './cellKind';
import { composesOn, feedTabs, openingTab, stripAndMenu } from './tabs';

// The app's modules, every one on (no configuration read): telephony registers the call cell.
installModules(modules);

describe('cellKind', () => {
  it.each([
    ['candidate_note', 'note', 'note'], ['client_note', 'note', 'note'], ['clientcontract_note', 'note', 'note'],
    ['candidate_todo', 'todo', 'todo'], ['candidate_email', 'email', 'email'], ['candidate_sms', 'sms', 'sms'],
    ['telephone_call', 'telephone', 'call'], ['candidate_call', 'telephone', 'call'],
    ['candidate_updated', 'updateloggroup', 'changes'], ['client_updated', 'updateloggroup', 'changes'],
    ['glluehub_client_updated', 'updateloggroup', 'changes'], ['candidate_tag', 'updateloggroup', 'tag'],
    ['candidate_folder', 'folderitem', 'folder'], ['candidate_joborder', 'jobsubmission', 'joborder'],
    ['something_else', 'x', 'record'],
  ])('%s (%s) → %s', (type, external_type, want) => {
    expect(cellKind({ type, external_type })).toBe(want);
  });
});

describe('typeIcon', () => {
  it.each([
    ['email', undefined, 'mail'], ['todo', undefined, 'calendar'], ['note', undefined, 'comment'], ['folderitem', undefined, 'folder'],
    ['candidatetag', undefined, 'tag'], ['jobsubmission', undefined, 'briefcase'], ['sms', undefined, 'mobile'],
    ['clientcontract', undefined, 'file'], ['telephone', undefined, 'phone'], ['updateloggroup', 'changes', 'book'],
    ['updateloggroup', 'tag', 'tag'], ['unknown', undefined, 'comment'],
  ] as const)('%s (%s) → %s', (ext, kind, want) => {
    expect(typeIcon(ext, kind)).toBe(want);
  });
});

describe('feedTabs', () => {
  const facets = [
    { key: 'note', value: 3, label: 'Notes' }, { key: 'todo', value: 1, label: 'To-dos' }, { key: 'folderitem', value: 2, label: 'Folders' },
    { key: 'email', value: 0, label: 'E-mails' }, { key: 'jobsubmission', value: 9, label: 'Submissions' }, { key: 'candidatetag', value: 1, label: 'Tags' },
    { key: 'updateloggroup', value: 4, label: 'Changes' },
  ];
  it('puts All first, keeps the server order and drops folder, tag and submission tabs', () => {
    expect(feedTabs(facets, 'All').map((t) => t.key)).toEqual(['', 'note', 'todo', 'email', 'updateloggroup']);
  });
  it('counts All as the shown tabs together; the change log tab is icon only', () => {
    const tabs = feedTabs(facets, 'All');
    expect(tabs[0]).toEqual({ key: '', label: 'All', count: 8, iconOnly: false });
    expect(tabs.find((t) => t.key === 'updateloggroup')?.iconOnly).toBe(true);
    expect(tabs.filter((t) => t.iconOnly)).toHaveLength(1);
  });
  it('no facets: All alone', () => {
    expect(feedTabs([], 'All')).toEqual([{ key: '', label: 'All', count: 0, iconOnly: false }]);
  });
  it.each([
    ['note', 'note'], ['sms', ''], [null, ''], ['', ''], ['jobsubmission', ''],
  ])('opening %s → %s', (wanted, want) => {
    expect(openingTab(feedTabs(facets, 'All'), wanted)).toBe(want);
  });
  it.each([['', true], ['note', true], ['todo', false]])('composer on %s: %s', (tab, want) => {
    expect(composesOn(tab)).toBe(want);
  });
});

import { changesOf, tagDiff } from './changes';

describe('changes', () => {
  it.each([
    [{ old: ['a', 'b'], new: ['b', 'c'] }, { added: ['c'], removed: ['a'] }],
    [{ old: null, new: ['x'] }, { added: ['x'], removed: [] }],
    [{ old: ['x'], new: null }, { added: [], removed: ['x'] }],
    [{ old: 'x', new: ['x', 'y'] }, { added: ['y'], removed: [] }],
  ])('tagDiff %j', (change, want) => {
    expect(tagDiff(change)).toEqual(want);
  });
  it('changesOf keeps well-formed entries only', () => {
    expect(changesOf({ changes: [{ field: 'status', old: 'a', new: 'b' }, null, { old: 1 }] })).toEqual([{ field: 'status', old: 'a', new: 'b' }]);
    expect(changesOf(null)).toEqual([]);
  });
});

import { mentionQuery } from './mentionNode';

describe('mentionQuery', () => {
  it.each([
    ['hello @', ''], ['hello @Le', 'Le'], ['@王', '王'], ['mail@home', undefined], ['hello @Leo Cao', undefined], ['no at', undefined],
  ])('%j → %j', (before, want) => {
    expect(mentionQuery(before)).toBe(want);
  });
});

describe('tagDiff from the server', () => {
  it('takes added and removed as given', () => {
    expect(tagDiff({ old: ['a'], new: ['b'], added: ['b'], removed: undefined })).toEqual({ added: ['b'], removed: [] });
  });
});

describe('the feed tab strip', () => {
  const facets = [
    { key: 'note', value: 1, label: 'Note' }, { key: 'todo', value: 0, label: 'To-do' }, { key: 'email', value: 0, label: 'Email' },
    { key: 'updateloggroup', value: 0, label: '' }, { key: 'cvsent', value: 4, label: 'CV Sent' }, { key: 'reject', value: 0, label: 'Rejection' },
  ];
  it('labels every tab, the change log too', () => {
    expect(feedTabs(facets, 'All', 'Changes').map((t) => t.label)).toEqual(['All', 'Note', 'To-do', 'Email', 'Changes', 'CV Sent', 'Rejection']);
  });
  it('shows All and the tabs with items; the empty ones go to the menu, in order', () => {
    const { strip, menu } = stripAndMenu(feedTabs(facets, 'All', 'Changes'), '');
    expect(strip.map((t) => t.key)).toEqual(['', 'note', 'cvsent']);
    expect(menu.map((t) => t.key)).toEqual(['todo', 'email', 'updateloggroup', 'reject']);
  });
  it('keeps the open tab in the strip though it is empty', () => {
    const { strip, menu } = stripAndMenu(feedTabs(facets, 'All', 'Changes'), 'email');
    expect(strip.map((t) => t.key)).toEqual(['', 'note', 'email', 'cvsent']);
    expect(menu.map((t) => t.key)).not.toContain('email');
  });
});
