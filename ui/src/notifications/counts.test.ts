import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BADGE_CAP, COUNT_KEY, NO_COUNTS, badgeText, followOtherTabs, parseCounts, useMessageCounts } from './counts';

describe('badgeText', () => {
  it.each([
    [0, ''], [-3, ''], [Number.NaN, ''], [1, '1'], [42, '42'], [BADGE_CAP, '999'], [BADGE_CAP + 1, '999+'], [12345, '999+'],
  ])('%s → %j', (n, want) => { expect(badgeText(n)).toBe(want); });
});

describe('parseCounts', () => {
  it.each([
    [null, NO_COUNTS],
    ['not json', NO_COUNTS],
    ['{"msg":3,"todo":"2","email":-1,"x":9}', { msg: 3, email: 0, calendar: 0, todo: 2 }],
  ])('%j', (raw, want) => { expect(parseCounts(raw)).toEqual(want); });
});

describe('the count store', () => {
  let stop: () => void;
  beforeEach(() => { localStorage.clear(); useMessageCounts.setState({ counts: { ...NO_COUNTS } }); stop = followOtherTabs(); });
  afterEach(() => stop());

  it('keeps what it learns in localStorage for the other tabs', () => {
    useMessageCounts.getState().set({ msg: 5 });
    expect(JSON.parse(localStorage.getItem(COUNT_KEY)!)).toEqual({ ...NO_COUNTS, msg: 5 });
  });

  it('follows the counts another tab writes', () => {
    window.dispatchEvent(new StorageEvent('storage', { key: COUNT_KEY, newValue: JSON.stringify({ msg: 1200, todo: 2 }) }));
    expect(useMessageCounts.getState().counts).toEqual({ msg: 1200, email: 0, calendar: 0, todo: 2 });
    expect(badgeText(useMessageCounts.getState().counts.msg)).toBe('999+');
  });

  it('ignores other keys', () => {
    window.dispatchEvent(new StorageEvent('storage', { key: 'sidebar', newValue: '{"msg":7}' }));
    expect(useMessageCounts.getState().counts.msg).toBe(0);
  });
});
