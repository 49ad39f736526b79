import { describe, expect, it } from 'vitest';
import { clampPage, pageInfo, quickLinks } from './pagination';

describe('pageInfo', () => {
  it.each([
    ['nothing found', 0, 1, { currentPage: 1, maxPage: 1, maxCount: 0 }],
    ['one short page', 12, 1, { currentPage: 1, maxPage: 1, maxCount: 12 }],
    ['30 a page', 61, 2, { currentPage: 2, maxPage: 3, maxCount: 61 }],
    ['exactly two pages', 60, 2, { currentPage: 2, maxPage: 2, maxCount: 60 }],
    ['the total is capped at 5,000', 123456, 1, { currentPage: 1, maxPage: 100, maxCount: 5000 }],
    ['at most 100 pages', 3500, 120, { currentPage: 100, maxPage: 100, maxCount: 3500 }],
    ['a page past the end is the last', 95, 9, { currentPage: 4, maxPage: 4, maxCount: 95 }],
    ['a page before the first is the first', 95, 0, { currentPage: 1, maxPage: 4, maxCount: 95 }],
    ['a broken total is none', Number.NaN, 3, { currentPage: 1, maxPage: 1, maxCount: 0 }],
  ])('%s', (_name, total, current, want) => {
    expect(pageInfo(total, current)).toEqual(want);
  });
});

describe('clampPage', () => {
  it.each([[0, 10, 1], [-3, 10, 1], [4.7, 10, 4], [11, 10, 10], [Number.NaN, 10, 1], [5, 0, 1]])('%d of %d → %d', (page, max, want) => {
    expect(clampPage(page, max)).toBe(want);
  });
});

describe('quickLinks', () => {
  it.each([[1, [1]], [3, [1, 2, 3]], [5, [1, 2, 3, 4, 5]], [100, [1, 2, 3, 4, 5]]])('%d pages', (max, want) => {
    expect(quickLinks(max)).toEqual(want);
  });
});
