import * as Result from "effect/Result";
import {
  addDaysToCalendarDate,
  calendarDateFromParts,
  calendarDateParts,
  calendarDaysInMonth,
  nightsBetween,
  parseCalendarDate,
} from "../../dates/index.js";

/**
 * The calendar's view of core/dates: `YYYY-MM-DD` strings in, strings out. Callers check {@link isIsoDate} first;
 * on an unreadable date these return their input (or 0 days) rather than throw.
 */

/** Whether the text is a real `YYYY-MM-DD` date (no 2026-02-30). */
export const isIsoDate = (text: string): boolean => Result.isSuccess(parseCalendarDate(text));

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => {
  const a = parseCalendarDate(from);
  const b = parseCalendarDate(to);
  return Result.isSuccess(a) && Result.isSuccess(b) ? nightsBetween(a.success, b.success) : 0;
};

/** The date `days` later (or earlier when negative). */
export const addDays = (iso: string, days: number): string => {
  const date = parseCalendarDate(iso);
  return Result.isSuccess(date) ? addDaysToCalendarDate(date.success, days) : iso;
};

/** The same day `months` later, clamped to the month's last day (Jan 31 + 1 month = Feb 28/29). */
export const addMonths = (iso: string, months: number): string => {
  const date = parseCalendarDate(iso);
  if (Result.isFailure(date)) return iso;
  const { year, month, day } = calendarDateParts(date.success);
  const index = year * 12 + (month - 1) + Math.trunc(months);
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const target = calendarDateFromParts({
    year: targetYear,
    month: targetMonth,
    day: Math.min(day, calendarDaysInMonth(targetYear, targetMonth)),
  });
  return Result.isSuccess(target) ? target.success : iso;
};
