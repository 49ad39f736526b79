import { describe, expect, it } from 'vitest';
import { cleanName, inOrder, moveId, togglePick, reorderRefusal } from './reorder';

describe('moveId', () => {
  it('moves down', () => expect(moveId([1, 2, 3, 4], 1, 3)).toEqual([2, 3, 1, 4]));
  it('moves up', () => expect(moveId([1, 2, 3, 4], 4, 2)).toEqual([1, 4, 2, 3]));
  it('leaves unknown ids alone', () => expect(moveId([1, 2], 1, 9)).toEqual([1, 2]));
  it('does not mutate', () => {
    const ids = [1, 2, 3];
    moveId(ids, 3, 1);
    expect(ids).toEqual([1, 2, 3]);
  });
});

describe('inOrder', () => {
  it('follows the ids and skips missing ones', () =>
    expect(inOrder([{ id: 1 }, { id: 2 }, { id: 3 }], [3, 9, 1]).map((i) => i.id)).toEqual([3, 1]));
});

describe('togglePick', () => {
  it('adds then removes', () => {
    const once = togglePick(new Set(), 5);
    expect([...once]).toEqual([5]);
    expect([...togglePick(once, 5)]).toEqual([]);
  });
});

describe('cleanName', () => {
  it.each([['  Hot leads ', 'Hot leads'], ['   ', undefined], ['', undefined]])('%j → %j', (raw, want) =>
    expect(cleanName(raw)).toBe(want));
});

describe('reorderRefusal', () => {
  it.each([
    [404, 'stale'],
    [409, 'stale'],
    [403, 'no access'],
  ])('status %d', (status, want) => {
    const e = Object.assign(new Error('no access'), { status });
    expect(reorderRefusal(e, 'stale')).toBe(want);
  });
});
