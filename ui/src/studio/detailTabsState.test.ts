import { describe, expect, it } from 'vitest';
import type { StudioField, StudioTab } from '../api/studioTypes';
import { addRelationTab, addTab, missingLabels, moveTab, relationChoices, setDefaultTab, tabsToSave } from './detailTabsState';

const tab = (name: string, extra: Partial<StudioTab> = {}): StudioTab => ({ name, type: 'detail', label: { en: name }, ...extra });
const names = (tabs: StudioTab[]) => tabs.map((t) => t.name).join(',');

describe('detail tabs', () => {
  it.each([
    ['a', 'c', 'b,c,a'],
    ['c', 'a', 'c,a,b'],
    ['b', 'b', 'a,b,c'],
    ['x', 'a', 'a,b,c'],
  ])('moving %s onto %s gives %s', (from, to, want) => {
    expect(names(moveTab([tab('a'), tab('b'), tab('c')], from, to))).toBe(want);
  });

  it('keeps one default tab', () => {
    const out = setDefaultTab([tab('a', { defaultTab: true }), tab('b')], 'b');
    expect(out.filter((t) => t.defaultTab).map((t) => t.name)).toEqual(['b']);
  });

  it('names new tabs uniquely', () => {
    const out = addTab(addTab([tab('feed', { type: 'feed' })], 'feed', { en: 'Feeds', zh_CN: '动态', zh_TW: '動態' }), 'feed', { en: 'F', zh_CN: 'F', zh_TW: 'F' });
    expect(names(out)).toBe('feed,feed2,feed3');
  });

  it('offers only the reverse relations without a tab, and adds one with its link', () => {
    const fields = [
      { name: 'note_set', label_value: 'Notes', type: 'reverse_foreignkey', to: 'note', via: 'candidate', label: { en: 'Notes', zh_CN: '备注' } },
      { name: 'jobsubmission_set', label_value: 'Pipeline', type: 'reverse_foreignkey', to: 'jobsubmission', via: 'candidate' },
      { name: 'owner', label_value: 'Owner', type: 'foreignkey', to: 'user' },
    ] as StudioField[];
    const tabs = [tab('jobsubmission_set', { type: 'reverse_foreignkey', data_model_name: 'jobsubmission', param: 'candidate' })];
    const choices = relationChoices(fields, tabs);
    expect(choices.map((f) => f.name)).toEqual(['note_set']);
    const added = addRelationTab(tabs, choices[0]).at(-1)!;
    expect(added).toMatchObject({ name: 'note_set', type: 'reverse_foreignkey', data_model_name: 'note', param: 'candidate', label: { en: 'Notes', zh_CN: '备注' } });
  });

  it('asks for English labels and leaves the shown label out of the save', () => {
    const tabs = [tab('a', { label_value: 'A' }), tab('b', { label: { zh_CN: '乙' } })];
    expect(missingLabels(tabs)).toEqual(['b']);
    expect(tabsToSave(tabs)[0]).not.toHaveProperty('label_value');
  });
});
