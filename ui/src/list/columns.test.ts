import { describe, expect, it } from 'vitest';
import type { ModelMeta } from '../api/types';
import { cardColumns, columnChoices, defaultColumns, moveBy, personalColumns, viewColumns } from './columns';

const meta = {
  name: 'candidate', label_value: 'Candidate',
  views: { list: { columns: ['name', 'status'] } },
  fields: [
    { name: 'name', label_value: 'Name', type: 'char' },
    { name: 'status', label_value: 'Status', type: 'dropdown' },
    { name: 'city', label_value: 'City', type: 'comtree' },
    { name: 'note_set', label_value: 'Notes', type: 'reverse_foreignkey' },
  ],
} as unknown as ModelMeta;

describe('columns', () => {
  it('offers every field but the reverse relations', () => {
    expect(columnChoices(meta).map((f) => f.name)).toEqual(['name', 'status', 'city']);
  });
  it('defaults to the list view', () => {
    expect(defaultColumns(meta).map((f) => f.name)).toEqual(['name', 'status']);
  });
  it.each([
    [['city', 'name'], ['city', 'name']],
    [['gone', 'status', 'note_set'], ['status']],
    [['gone'], undefined],
    [undefined, undefined],
    ['name', undefined],
  ])('saved %j shows %j', (saved, want) => {
    expect(personalColumns(meta, saved)?.map((f) => f.name)).toEqual(want);
  });
  it('moves within bounds', () => {
    expect(moveBy([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(moveBy([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
  });
  it('falls back to the columns saved before views, on Default only', () => {
    const names = (r: { columns: { name: string }[]; legacy: boolean }) => [r.columns.map((f) => f.name), r.legacy];
    expect(names(viewColumns(meta, '', ['city', 'name']))).toEqual([['city', 'name'], true]);
    expect(names(viewColumns(meta, 'hot', ['city', 'name']))).toEqual([['name', 'status'], false]);
    expect(names(viewColumns(meta, '', undefined))).toEqual([['name', 'status'], false]);
    expect(names(viewColumns(meta, '', ['gone']))).toEqual([['name', 'status'], false]);
  });
});

describe('cardColumns', () => {
  it('shows the card fields the metadata names, in their order', () => {
    const withCard = { ...meta, views: { ...meta.views, card: { columns: ['status', 'city', 'gone'] } } } as ModelMeta;
    expect(cardColumns(withCard).map((f) => f.name)).toEqual(['status', 'city']);
  });
  it('falls back to the list columns after the first', () => {
    expect(cardColumns(meta).map((f) => f.name)).toEqual(['status']);
  });
});
