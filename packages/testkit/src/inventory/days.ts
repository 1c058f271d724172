/**
 * Calendar-day arithmetic on `YYYY-MM-DD` strings for the generators (UTC day numbers, no time zones involved).
 * Input is already validated by core's parsers at the API edge.
 */

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a `YYYY-MM-DD` date. */
export const dayNumber = (date: string): number =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;

/** The `YYYY-MM-DD` date of a day number. */
export const dateOfDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The date `days` after `date`. */
export const addDays = (date: string, days: number): string => dateOfDay(dayNumber(date) + days);

/** 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (date: string): number => (((dayNumber(date) + 4) % 7) + 7) % 7;
