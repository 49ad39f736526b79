import { describe, expect, it } from 'vitest';
import { applySaved, combinedGql, listQuery, nextOrdering, readListState, toggleFacet } from './listState';

describe('list state', () => {
  it('reads defaults from an empty query', () => {
    expect(readListState(new URLSearchParams(''), '-dateAdded')).toEqual({ gql: '', facets: {}, page: 1, ordering: '-dateAdded' });
  });

  it('round-trips through the hash query', () => {
    const s = { gql: 'status=active', facets: { city: ['city=5', 'city=4'] }, page: 3, ordering: 'chineseName' };
    const q = new URLSearchParams(listQuery(s) as Record<string, string>);
    expect(readListState(q)).toEqual(s);
  });

  it('keeps the view (suffix) of the link', () => {
    const s = { gql: '', facets: {}, page: 1, ordering: 'chineseName', suffix: 'v1abc' };
    const q = new URLSearchParams(Object.entries(listQuery(s)).filter((e): e is [string, string] => e[1] !== undefined));
    expect(q.get('suffix')).toBe('v1abc');
    expect(readListState(q)).toEqual(s);
    expect(listQuery({ ...s, suffix: undefined })).not.toHaveProperty('suffix');
  });

  it('survives a broken facet parameter', () => {
    expect(readListState(new URLSearchParams('f=%7Bnope')).facets).toEqual({});
  });

  it('ANDs the typed gql with each facet, ORing values within a facet', () => {
    const s = { gql: 'a=1|b=2', facets: { city: ['city=5', 'city=4'], status: ['status=new'], tags: [] }, page: 1, ordering: '' };
    expect(combinedGql(s)).toBe('(a=1|b=2)&(city=5|city=4)&status=new');
    expect(combinedGql(s, 'city')).toBe('(a=1|b=2)&status=new');
  });

  it('ANDs the view\'s own filter first, and keeps it out of the link', () => {
    const s = { gql: '', keyword: 'Java', facets: {}, page: 1, ordering: '', suffix: 'mine', viewFilter: 'owner={{user.id}}' };
    expect(combinedGql(s)).toBe('(owner={{user.id}})&keyword=Java');
    expect(listQuery(s)).not.toHaveProperty('viewFilter');
    expect(Object.values(listQuery(s)).join(' ')).not.toContain('user.id');
  });

  it('toggles a facet value and goes back to page 1', () => {
    const s = { gql: '', facets: {}, page: 4, ordering: '' };
    const on = toggleFacet(s, 'city', 'city=5');
    expect(on).toEqual({ gql: '', facets: { city: ['city=5'] }, page: 1, ordering: '' });
    expect(toggleFacet(on, 'city', 'city=5').facets.city).toEqual([]);
  });

  it('orders ascending, then descending', () => {
    expect(nextOrdering('', 'name')).toBe('name');
    expect(nextOrdering('name', 'name')).toBe('-name');
    expect(nextOrdering('-name', 'name')).toBe('name');
    expect(nextOrdering('-name', 'city')).toBe('city');
  });
});

describe('a saved filter opens its list', () => {
  const state = { gql: 'x=1', facets: { status: ['status=active'] }, page: 3, ordering: '-dateAdded', suffix: 'hot' };
  it.each([
    ['without a saved view, keeps view and ordering', undefined, { suffix: 'hot', ordering: '-dateAdded' }],
    ['in its saved view and ordering', { suffix: 'pipeline', ordering: 'englishName' }, { suffix: 'pipeline', ordering: 'englishName' }],
    ['in Default when saved there', { suffix: '' }, { suffix: '', ordering: '-dateAdded' }],
  ])('%s', (_name, view, want) => {
    const next = applySaved(state, 'status=active', view);
    expect(next).toMatchObject({ gql: 'status=active', facets: {}, page: 1, ...want });
  });
});

describe('readListState: records by id (id__s)', () => {
  it.each([
    ['id__s=3,4', 'id__s=3,4'],
    ['id__s=3', 'id__s=3'],
    ['id__s=3,%20x,5', 'id__s=3,5'], // only ids
    ['id__s=', ''],
    ['gql=status%3Dpending&id__s=3,4', '(status=pending)&id__s=3,4'],
  ])('%s → %s', (qs, gql) => {
    expect(readListState(new URLSearchParams(qs)).gql).toBe(gql);
  });
});
