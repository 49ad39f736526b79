import { describe, expect, it } from 'vitest';
import { fitCount } from './actionRowFit';

describe('actions on one row', () => {
  it.each([
    ['all fit', [100, 100, 100], 320, 8, 90, 3],
    ['the rest go to More, which takes room', [100, 100, 100], 300, 8, 90, 1],
    ['two and More', [100, 100, 100, 100], 400, 8, 90, 2],
    ['nothing fits but More', [300, 100], 200, 8, 90, 0],
    ['an action that draws nothing takes no room', [100, 0, 100], 208, 8, 90, 3],
    ['no actions', [], 100, 8, 90, 0],
  ] as Array<[string, number[], number, number, number, number]>)('%s', (_n, widths, width, gap, more, want) => {
    expect(fitCount(widths, width, gap, more)).toBe(want);
  });
});
