import {
  addDaysToCalendarDate,
  type CalendarDate,
  calendarDateParts,
  calendarDateWeekday,
  calendarDaysInMonth,
} from "../dates/calendarDate.js";

/*
 * The layout of the range calendar's months: which days sit in which week row. Pure date arithmetic on core's
 * calendar dates (no `Date`, no time zone), so that every front end draws the same grid.
 */

/** One month of the calendar: its year and month, and its days in week rows (Monday first; null pads a row). */
export interface CalendarMonthGrid {
  readonly year: number;
  readonly month: number;
  readonly weeks: readonly (readonly (CalendarDate | null)[])[];
}

/** Weekday columns, Monday first, as indexes of core's Sunday-first day names. */
export const CALENDAR_WEEKDAY_COLUMNS: readonly number[] = [1, 2, 3, 4, 5, 6, 0];

const firstOfMonth = (date: CalendarDate): CalendarDate => addDaysToCalendarDate(date, 1 - calendarDateParts(date).day);

/** The week rows of the month that holds `first` (which must be the month's first day). */
const weeksOf = (first: CalendarDate): (CalendarDate | null)[][] => {
  const { year, month } = calendarDateParts(first);
  const days = calendarDaysInMonth(year, month);
  const lead = (calendarDateWeekday(first) + 6) % 7;
  const cells: (CalendarDate | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: days }, (_, index) => addDaysToCalendarDate(first, index)),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, row) => cells.slice(row * 7, row * 7 + 7));
};

/**
 * The `count` months a picker shows from today's month on (spec 002 §5 "13 months by default"; spec 001 §9 "25
 * months in the home hotel form").
 *
 * @example calendarMonthGrids("2026-11-21", 13).length // 13, November 2026 to November 2027
 */
export const calendarMonthGrids = (today: CalendarDate, count: number): CalendarMonthGrid[] => {
  const grids: CalendarMonthGrid[] = [];
  let first = firstOfMonth(today);
  for (let index = 0; index < count; index++) {
    const { year, month } = calendarDateParts(first);
    grids.push({ year, month, weeks: weeksOf(first) });
    first = addDaysToCalendarDate(first, calendarDaysInMonth(year, month));
  }
  return grids;
};

/** The index, among the months shown from `today`, of the month holding `date` (may be out of range). */
export const calendarMonthIndex = (today: CalendarDate, date: CalendarDate): number => {
  const a = calendarDateParts(today);
  const b = calendarDateParts(date);
  return (b.year - a.year) * 12 + (b.month - a.month);
};
