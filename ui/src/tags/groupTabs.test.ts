import { describe, expect, it } from 'vitest';
import { splitTabs, tabLabel } from './groupTabs';

describe('tag group tabs', () => {
  it.each([
    [3, 3, 0],
    [4, 4, 0],
    [5, 4, 1],
    [9, 4, 5],
  ])('%i groups: %i tabs and %i under Other', (n, tabs, other) => {
    const groups = Array.from({ length: n }, (_, i) => i);
    const split = splitTabs(groups);
    expect(split.tabs).toHaveLength(tabs);
    expect(split.other).toHaveLength(other);
    expect([...split.tabs, ...split.other]).toEqual(groups);
  });

  it.each([
    ['Skills', 'Skills'],
    ['技能 Skills', '技能 Ski…'],
    ['Follow-up', 'Follow…'],
    ['意向', '意向'],
  ])('tab label of %s is %s', (name, label) => {
    expect(tabLabel(name)).toBe(label);
  });
});
