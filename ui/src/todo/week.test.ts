import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { monthDays, place, step, viewRange, weekDays, weekStartOf } from './week';

const ymd = (d: Date) => format(d, 'yyyy-MM-dd');

describe('week grid', () => {
  it.each([
    ['Monday start, from a Wednesday', new Date(2026, 2, 11), 1, '2026-03-09', '2026-03-15'],
    ['Monday start, from the Sunday that ends the week', new Date(2026, 2, 15), 1, '2026-03-09', '2026-03-15'],
    ['Sunday start', new Date(2026, 2, 11), 0, '2026-03-08', '2026-03-14'],
    ['across the new year', new Date(2026, 11, 31), 1, '2026-12-28', '2027-01-03'],
  ] as const)('%s', (_, day, start, first, last) => {
    const days = weekDays(day, start);
    expect(days).toHaveLength(7);
    expect(ymd(days[0])).toBe(first);
    expect(ymd(days[6])).toBe(last);
  });

  it('keeps seven distinct midnights across a daylight-saving change', () => {
    // Europe and the US change clocks in late March; whatever the test machine's zone, each
    // day must be a different calendar date at midnight.
    const days = weekDays(new Date(2026, 2, 29), 1);
    expect(new Set(days.map(ymd)).size).toBe(7);
    days.forEach((d) => { expect(d.getHours()).toBe(0); });
  });

  it('reads the configured week start, Monday by default', () => {
    expect(weekStartOf(undefined)).toBe(1);
    expect(weekStartOf('')).toBe(1);
    expect(weekStartOf(0)).toBe(0);
    expect(weekStartOf('6')).toBe(6);
    expect(weekStartOf(9)).toBe(1);
  });

  it('fills a month view with whole weeks', () => {
    const days = monthDays(new Date(2026, 1, 14), 1); // February 2026 starts on a Sunday
    expect(days.length % 7).toBe(0);
    expect(ymd(days[0])).toBe('2026-01-26');
    expect(ymd(days[days.length - 1])).toBe('2026-03-01');
  });

  it('answers the range a view reads, end exclusive', () => {
    const r = viewRange(new Date(2026, 2, 11, 15), 'week', 1);
    expect(ymd(r.start)).toBe('2026-03-09');
    expect(ymd(r.end)).toBe('2026-03-16');
    expect(r.end.getHours()).toBe(0);
  });

  it('steps a week or a month', () => {
    expect(ymd(step(new Date(2026, 2, 11), 'week', -1))).toBe('2026-03-04');
    expect(ymd(step(new Date(2026, 0, 31), 'month', 1))).toBe('2026-02-28');
  });
});

describe('placing to-dos', () => {
  const days = weekDays(new Date(2026, 2, 11), 1);
  it.each([
    ['a point in time gets the minimum length', new Date(2026, 2, 11, 9, 30), undefined, [{ day: 2, top: 570, length: 30 }]],
    ['an hour meeting', new Date(2026, 2, 10, 14, 0), new Date(2026, 2, 10, 15, 0), [{ day: 1, top: 840, length: 60 }]],
    ['overnight spans two days', new Date(2026, 2, 12, 22, 0), new Date(2026, 2, 13, 2, 0), [{ day: 3, top: 1320, length: 120 }, { day: 4, top: 0, length: 120 }]],
    ['before the week', new Date(2026, 2, 1, 9), undefined, []],
    ['ending exactly at midnight stays on its day', new Date(2026, 2, 9, 23, 0), new Date(2026, 2, 10, 0, 0), [{ day: 0, top: 1380, length: 60 }]],
  ] as const)('%s', (_, start, end, want) => {
    expect(place(start, end, days)).toEqual(want);
  });

  it('keeps wall-clock minutes on a daylight-saving day', () => {
    const dst = weekDays(new Date(2026, 2, 29), 1);
    const placed = place(new Date(2026, 2, 29, 10, 0), new Date(2026, 2, 29, 11, 0), dst);
    expect(placed).toEqual([{ day: 6, top: 600, length: 60 }]);
  });
});
