import { describe, expect, it } from 'vitest';
import type { NavLink } from '../api/types';
import { isMenu, navActive } from './navEntries';

const link = (over: Partial<NavLink>): NavLink => ({ key: 'k', label: '', label_tw: '', label_en: '', url: '', is_model: false, new_window: false, ...over });
const user = link({ key: 'users', is_model: true, model: 'user', url: '/crm#user/list' });
const settings = link({ key: 'settings', url: '/crm#system-setting/list', sidebar: true, children: [user] });
const approvals = link({ key: 'approvals', children: [link({ key: 'mine', url: '/crm#approvalflow/list' })] });

describe('header entries', () => {
  it('a group opens a menu; a page with a sidebar is one link', () => {
    expect(isMenu(approvals)).toBe(true);
    expect(isMenu(settings)).toBe(false);
    expect(isMenu(user)).toBe(false);
  });

  it.each([
    ['a model on its list', user, 'user', '#user/list', true],
    ['a model elsewhere', user, 'candidate', '#candidate/list', false],
    ['Settings on its page', settings, '', '#system-setting/list?type=options', true],
    ['Settings on a model of its sidebar', settings, 'user', '#user/detail?id=3', true],
    ['Settings elsewhere', settings, 'candidate', '#candidate/list', false],
    ['a menu group', approvals, 'approvalflow', '#approvalflow/list', false],
  ] as Array<[string, NavLink, string, string, boolean]>)('%s', (_name, l, model, hash, want) => {
    expect(navActive(l, model, hash)).toBe(want);
  });
});
