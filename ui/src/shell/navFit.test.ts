import { describe, expect, it } from 'vitest';
import { fittingCount } from './navFit';

describe('header links that fit', () => {
  it.each([
    { widths: [80, 80, 80], available: 300, want: 3 }, // all fit: no More
    { widths: [80, 80, 80], available: 244, want: 3 }, // exactly, gaps counted
    { widths: [80, 80, 80], available: 243, want: 2 }, // one short: More (50) takes its place
    { widths: [80, 80, 80], available: 140, want: 1 },
    { widths: [80, 80, 80], available: 40, want: 0 }, // only More
    { widths: [], available: 100, want: 0 },
  ])('$widths in $available px show $want', ({ widths, available, want }) => {
    expect(fittingCount(widths, available, 50)).toBe(want);
  });
});
