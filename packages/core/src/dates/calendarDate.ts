import * as Result from "effect/Result";
import { shownInput } from "../internal/outsideInput.js";
import { type DateParseError, dateParseError } from "./dateParseError.js";

declare const calendarDateBrand: unique symbol;

/**
 * A calendar day written `YYYY-MM-DD` (no time, no zone), between 0001-01-01 and 9999-12-31.
 *
 * Spec 000 §9: "Date formats: YYYY-MM-DD for saving"; spec 001 §2: hotel route "Dates are YYYY-MM-DD".
 * Branded so that only {@link parseCalendarDate} and the functions of this module make one: a plain string
 * that was never checked cannot reach a route builder.
 */
export type CalendarDate = string & { readonly [calendarDateBrand]: "CalendarDate" };

/** Year, month (1–12) and day (1–31) of a {@link CalendarDate}. */
export interface CalendarDateParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** Day number (days since 1970-01-01) of 0001-01-01, the first day a 4-digit year can write. */
export const CALENDAR_DATE_MIN_DAY_NUMBER = -719162;
/** Day number of 9999-12-31, the last day a 4-digit year can write. */
export const CALENDAR_DATE_MAX_DAY_NUMBER = 2932896;

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Days in a month of a year (February follows the Gregorian leap rule). */
export const calendarDaysInMonth = (year: number, month: number): number =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;

const pad = (value: number, width: number): string => String(value).padStart(width, "0");

/**
 * Days from 1970-01-01 to a proleptic Gregorian year, month and day (Howard Hinnant's days-from-civil): exact for
 * every day, no `Date`, no time zone. Takes plain numbers so hot loops (the flight clock) need no object per call;
 * the parts are not checked (see `calendarDateFromParts` for that).
 *
 * @example calendarDayNumberOf(1970, 1, 2) // 1
 */
export const calendarDayNumberOf = (year: number, month: number, day: number): number => {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
};

const dayNumberOfParts = ({ year, month, day }: CalendarDateParts): number => calendarDayNumberOf(year, month, day);

const partsOfDayNumber = (dayNumber: number): CalendarDateParts => {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
};

const unsafeFromParts = ({ year, month, day }: CalendarDateParts): CalendarDate =>
  `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}` as CalendarDate;

/**
 * Makes a {@link CalendarDate} from its parts, refusing days that do not exist (2025-02-29) or years outside 1–9999.
 *
 * @example calendarDateFromParts({ year: 2026, month: 3, day: 9 }) // Success("2026-03-09")
 */
export const calendarDateFromParts = (parts: CalendarDateParts): Result.Result<CalendarDate, DateParseError> => {
  const { year, month, day } = parts;
  const text = `${year}-${month}-${day}`;
  if (![year, month, day].every(Number.isInteger) || year < 1 || year > 9999) {
    return Result.fail(dateParseError("YYYY-MM-DD", text, "year must be an integer from 1 to 9999"));
  }
  if (month < 1 || month > 12) return Result.fail(dateParseError("YYYY-MM-DD", text, "month must be 1 to 12"));
  if (day < 1 || day > calendarDaysInMonth(year, month)) {
    return Result.fail(
      dateParseError("YYYY-MM-DD", text, `day ${day} does not exist in ${pad(year, 4)}-${pad(month, 2)}`),
    );
  }
  return Result.succeed(unsafeFromParts(parts));
};

const CALENDAR_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Reads `YYYY-MM-DD`. Never throws; a malformed or non-existent day is a {@link DateParseError}.
 *
 * @example parseCalendarDate("2026-12-24") // Success("2026-12-24")
 * @example parseCalendarDate("2026-02-30") // Failure(DateParseError)
 */
export const parseCalendarDate = (input: string): Result.Result<CalendarDate, DateParseError> => {
  if (typeof input !== "string") return Result.fail(dateParseError("YYYY-MM-DD", shownInput(input), "not a text"));
  const match = CALENDAR_DATE_PATTERN.exec(input);
  if (match === null) return Result.fail(dateParseError("YYYY-MM-DD", input, "expected YYYY-MM-DD"));
  const [, year = "", month = "", day = ""] = match;
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  // The pattern fixes every digit, so a day that exists is written exactly as the input: it is the brand's text. A
  // results page reads hundreds of these per reply; the error path below builds its message only when it must.
  if (y >= 1 && m >= 1 && m <= 12 && d >= 1 && d <= calendarDaysInMonth(y, m)) {
    return Result.succeed(input as CalendarDate);
  }
  return Result.mapError(
    calendarDateFromParts({ year: Number(year), month: Number(month), day: Number(day) }),
    (error) => ({ ...error, input }),
  );
};

/** Writes a {@link CalendarDate} as `YYYY-MM-DD` (the brand already holds that text). */
export const formatCalendarDate = (date: CalendarDate): string => date;

/** Year, month and day of a {@link CalendarDate}. */
export const calendarDateParts = (date: CalendarDate): CalendarDateParts => ({
  year: Number(date.slice(0, 4)),
  month: Number(date.slice(5, 7)),
  day: Number(date.slice(8, 10)),
});

/** Days since 1970-01-01 (negative before), for arithmetic and comparisons. */
export const calendarDateToDayNumber = (date: CalendarDate): number => dayNumberOfParts(calendarDateParts(date));

/**
 * The calendar day with the given day number (days since 1970-01-01), clamped to 0001-01-01…9999-12-31 so that it
 * can always be written with a 4-digit year.
 */
export const calendarDateFromDayNumber = (dayNumber: number): CalendarDate =>
  unsafeFromParts(
    partsOfDayNumber(
      Math.min(CALENDAR_DATE_MAX_DAY_NUMBER, Math.max(CALENDAR_DATE_MIN_DAY_NUMBER, Math.trunc(dayNumber))),
    ),
  );

/**
 * The day `days` days after (or before, when negative) `date`; clamped to the 4-digit-year range.
 *
 * @example addDaysToCalendarDate("2026-12-30" as CalendarDate, 3) // "2027-01-02"
 */
export const addDaysToCalendarDate = (date: CalendarDate, days: number): CalendarDate =>
  calendarDateFromDayNumber(calendarDateToDayNumber(date) + days);

/** -1, 0 or 1 as `a` is before, the same day as, or after `b` (usable with `Array.prototype.sort`). */
export const compareCalendarDates = (a: CalendarDate, b: CalendarDate): -1 | 0 | 1 => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Nights between check-in and check-out: whole days from `checkIn` to `checkOut` (negative if reversed).
 *
 * Spec 001 §2: the search summary shows "nights".
 *
 * @example nightsBetween("2026-03-01" as CalendarDate, "2026-03-05" as CalendarDate) // 4
 */
export const nightsBetween = (checkIn: CalendarDate, checkOut: CalendarDate): number =>
  calendarDateToDayNumber(checkOut) - calendarDateToDayNumber(checkIn);

/** Day of the week of a calendar day: 0 Sunday … 6 Saturday (1970-01-01 was a Thursday). */
export const calendarDateWeekday = (date: CalendarDate): number => (((calendarDateToDayNumber(date) + 4) % 7) + 7) % 7;

/** The compact form `YYYYMMDD` (spec 000 §3: activities "date as YYYYMMDD"). */
export const formatCompactDate = (date: CalendarDate): string => date.replaceAll("-", "");

/**
 * Reads the compact form `YYYYMMDD`. Never throws.
 *
 * @example parseCompactDate("20260309") // Success("2026-03-09")
 */
export const parseCompactDate = (input: string): Result.Result<CalendarDate, DateParseError> => {
  if (typeof input !== "string") return Result.fail(dateParseError("YYYYMMDD", shownInput(input), "not a text"));
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(input);
  if (match === null) return Result.fail(dateParseError("YYYYMMDD", input, "expected YYYYMMDD"));
  return Result.mapError(parseCalendarDate(`${match[1]}-${match[2]}-${match[3]}`), (error) => ({
    ...error,
    format: "YYYYMMDD" as const,
    input,
  }));
};
