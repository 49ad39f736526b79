import { describe, expect, it } from 'vitest';
import { landingDetailHash, landingSearch, landingTarget } from './landing';

describe('landingTarget', () => {
  it.each([
    ['several reviews: the list', '?review_id=3,4', '', { kind: 'list', hash: '#cvsent/list?id__s=3,4' }],
    ['several interviews: the list', '?interview_id=7,%208', '', { kind: 'list', hash: '#clientinterview/list?id__s=7,8' }],
    ['one review: the record', '?review_id=3', '', { kind: 'record', model: 'cvsent', id: 3 }],
    ['in the hash', '', '#candidate/list?interview_id=9', { kind: 'record', model: 'clientinterview', id: 9 }],
    ['the search wins over the hash', '?review_id=1', '#x/list?review_id=2', { kind: 'record', model: 'cvsent', id: 1 }],
    ['junk ids are dropped', '?review_id=3,abc', '', { kind: 'record', model: 'cvsent', id: 3 }],
    ['nothing', '?x=1', '#candidate/list', undefined],
    ['empty', '?review_id=', '', undefined],
  ])('%s', (_, search, hash, want) => {
    expect(landingTarget(search, hash)).toEqual(want);
  });
});

describe('landingDetailHash', () => {
  it.each([
    ['cvsent', 3, 11, 12, '#cvsent/detail?id=3&candidate=11&jobsubmission=12'],
    ['clientinterview', 4, undefined, undefined, '#clientinterview/detail?id=4'],
  ])('%s %i', (model, id, cand, js, want) => {
    expect(landingDetailHash(model, id, cand, js)).toBe(want);
  });
});

describe('landingSearch', () => {
  it.each([
    ['?review_id=3,4&next=/x', '?review_id=3,4'],
    ['?interview_id=5', '?interview_id=5'],
    ['?next=/x', ''],
    ['', ''],
  ])('%s → %s', (search, want) => {
    expect(landingSearch(search)).toBe(want);
  });
});
