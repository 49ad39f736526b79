// Calendar grid maths for the to-do calendar (spec 000 §9: the week starts on Monday by
// default). Every step is a calendar step in the browser's zone through date-fns (addDays,
// startOfWeek), never a multiple of 24 h, so a week across a daylight-saving change still
// has seven midnights and an event keeps its wall-clock time.
import { addDays, addMonths, addWeeks, differenceInCalendarDays, endOfMonth, isSameDay, max as latest, min as earliest, startOfDay, startOfMonth, startOfWeek } from 'date-fns';

export type WeekStart = 0 | 1 | 2 | 3 | 4 | 5 | 6;
export type CalendarView = 'week' | 'month';

/** The week start a tenant configured (0 Sunday … 6 Saturday); Monday unless set. */
export function weekStartOf(value: unknown): WeekStart {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n <= 6 && value !== null && value !== '' ? (n as WeekStart) : 1;
}

/** The seven days of the week holding day. */
export function weekDays(day: Date, weekStartsOn: WeekStart): Date[] {
  const first = startOfWeek(day, { weekStartsOn });
  return Array.from({ length: 7 }, (_, i) => addDays(first, i));
}

/** The days a month view shows: whole weeks from the week of the 1st to the week of the last day. */
export function monthDays(day: Date, weekStartsOn: WeekStart): Date[] {
  const first = startOfWeek(startOfMonth(day), { weekStartsOn });
  const last = startOfWeek(endOfMonth(day), { weekStartsOn });
  const weeks = differenceInCalendarDays(last, first) / 7 + 1;
  return Array.from({ length: Math.round(weeks) * 7 }, (_, i) => addDays(first, i));
}

/** The instants a view reads: [start, end) from the first shown midnight to the one after the last day. */
export function viewRange(day: Date, view: CalendarView, weekStartsOn: WeekStart): { start: Date; end: Date } {
  const days = view === 'week' ? weekDays(day, weekStartsOn) : monthDays(day, weekStartsOn);
  return { start: startOfDay(days[0]), end: addDays(startOfDay(days[days.length - 1]), 1) };
}

/** The day the previous or next button moves to. */
export function step(day: Date, view: CalendarView, by: 1 | -1): Date {
  return view === 'week' ? addWeeks(day, by) : addMonths(day, by);
}

export interface Placed {
  /** Index of the day column. */
  day: number;
  /** Minutes after that day's midnight where the block starts, and how long it is drawn (at least minLength). */
  top: number;
  length: number;
}

/** Where an event from start to end (end missing: a point) is drawn on days: one block per
 * shown day it covers, clipped to that day. Minutes are wall-clock minutes of the day, so a
 * DST day does not shift later events. */
export function place(start: Date, end: Date | undefined, days: Date[], minLength = 30): Placed[] {
  const stop = end && end > start ? end : start;
  const out: Placed[] = [];
  days.forEach((d, i) => {
    const dayStart = startOfDay(d);
    const next = addDays(dayStart, 1);
    if (stop < dayStart || start >= next || (stop.getTime() === dayStart.getTime() && stop > start)) return;
    const from = latest([start, dayStart]);
    const to = earliest([stop, next]);
    const top = isSameDay(from, d) ? from.getHours() * 60 + from.getMinutes() : 0;
    const bottom = to >= next ? 24 * 60 : to.getHours() * 60 + to.getMinutes();
    out.push({ day: i, top, length: Math.max(bottom - top, minLength) });
  });
  return out;
}
