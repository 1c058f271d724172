import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import {
  addDaysToCalendarDate,
  CALENDAR_DATE_MAX_DAY_NUMBER,
  CALENDAR_DATE_MIN_DAY_NUMBER,
  type CalendarDate,
  calendarDateFromDayNumber,
  calendarDateFromParts,
  calendarDateParts,
  calendarDateToDayNumber,
  calendarDateWeekday,
  calendarDayNumberOf,
  compareCalendarDates,
  formatCalendarDate,
  formatCompactDate,
  nightsBetween,
  parseCalendarDate,
  parseCompactDate,
} from "./calendarDate.js";
import { arbCalendarDate } from "./test/arbitraries.js";

const day = (text: string): CalendarDate => Result.getOrThrow(parseCalendarDate(text));

describe("calendar dates YYYY-MM-DD", () => {
  test.prop([arbCalendarDate], { numRuns: 1000 })("parse(format(date)) returns the date", (date) => {
    expect(parseCalendarDate(formatCalendarDate(date))).toEqual(Result.succeed(date));
    expect(calendarDateFromParts(calendarDateParts(date))).toEqual(Result.succeed(date));
  });

  test.prop([fc.string({ maxLength: 12 })], { numRuns: 1000 })("parsing any string never throws", (text) => {
    const parsed = parseCalendarDate(text);
    if (Result.isSuccess(parsed)) expect(formatCalendarDate(parsed.success)).toBe(text);
    else expect(parsed.failure).toMatchObject({ _tag: "DateParseError", format: "YYYY-MM-DD", input: text });
  });

  const digits = (length: number) =>
    fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: length, maxLength: length });

  test.prop([digits(4), digits(2), digits(2)], { numRuns: 1000 })(
    "any YYYY-MM-DD digits read as calendarDateFromParts reads their numbers (the input kept as the date's text)",
    (year, month, dayOfMonth) => {
      const text = `${year}-${month}-${dayOfMonth}`;
      const parts = { year: Number(year), month: Number(month), day: Number(dayOfMonth) };
      const parsed = parseCalendarDate(text);
      const fromParts = calendarDateFromParts(parts);
      expect(Result.isSuccess(parsed)).toBe(Result.isSuccess(fromParts));
      if (Result.isSuccess(parsed)) expect(parsed.success).toBe(text);
      else expect(parsed).toEqual(Result.mapError(fromParts, (error) => ({ ...error, input: text })));
    },
  );

  test.prop([fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 })], {
    numRuns: 1000,
  })("agrees with the UTC Date of the same day", (year, month, dayOfMonth) => {
    const parsed = calendarDateFromParts({ year, month, day: dayOfMonth });
    const utc = new Date(0);
    utc.setUTCFullYear(year, month - 1, dayOfMonth);
    const exists = utc.getUTCDate() === dayOfMonth;
    expect(Result.isSuccess(parsed)).toBe(exists);
    if (Result.isSuccess(parsed)) {
      expect(calendarDateToDayNumber(parsed.success)).toBe(Math.round(utc.getTime() / 86_400_000));
      expect(calendarDayNumberOf(year, month, dayOfMonth)).toBe(Math.round(utc.getTime() / 86_400_000));
      expect(calendarDateWeekday(parsed.success)).toBe(utc.getUTCDay());
    }
  });

  test.prop([arbCalendarDate, fc.integer({ min: -2000, max: 2000 })], { numRuns: 1000 })(
    "adding days then subtracting them returns the day, and nights count them",
    (date, days) => {
      const moved = addDaysToCalendarDate(date, days);
      const number = calendarDateToDayNumber(date) + days;
      if (number >= CALENDAR_DATE_MIN_DAY_NUMBER && number <= CALENDAR_DATE_MAX_DAY_NUMBER) {
        expect(nightsBetween(date, moved)).toBe(days);
        expect(addDaysToCalendarDate(moved, -days)).toBe(date);
        expect(compareCalendarDates(date, moved)).toBe(Math.sign(-days) || 0);
      }
    },
  );

  it("reads the spec's format and refuses days that do not exist", () => {
    expect(nightsBetween(day("2026-03-01"), day("2026-03-05"))).toBe(4);
    expect(addDaysToCalendarDate(day("2026-12-30"), 3)).toBe("2027-01-02");
    expect(addDaysToCalendarDate(day("2024-02-28"), 1)).toBe("2024-02-29");
    expect(Result.isFailure(parseCalendarDate("2025-02-29"))).toBe(true);
    expect(Result.isFailure(parseCalendarDate("2026-13-01"))).toBe(true);
    expect(Result.isFailure(parseCalendarDate("0000-01-01"))).toBe(true);
    expect(Result.isFailure(calendarDateFromParts({ year: 2026, month: 1.5, day: 1 }))).toBe(true);
    expect(calendarDateFromDayNumber(Number.MAX_SAFE_INTEGER)).toBe("9999-12-31");
    expect(calendarDateFromDayNumber(-Number.MAX_SAFE_INTEGER)).toBe("0001-01-01");
    expect(compareCalendarDates(day("2026-01-01"), day("2026-01-01"))).toBe(0);
    expect(calendarDateWeekday(day("1970-01-01"))).toBe(4);
  });
});

describe("compact dates YYYYMMDD", () => {
  test.prop([arbCalendarDate], { numRuns: 1000 })("parse(format(date)) returns the date", (date) => {
    expect(parseCompactDate(formatCompactDate(date))).toEqual(Result.succeed(date));
  });

  test.prop([fc.string({ maxLength: 10 })], { numRuns: 1000 })("parsing any string never throws", (text) => {
    const parsed = parseCompactDate(text);
    if (Result.isSuccess(parsed)) expect(formatCompactDate(parsed.success)).toBe(text);
    else expect(parsed.failure).toMatchObject({ _tag: "DateParseError", format: "YYYYMMDD", input: text });
  });

  it("reads the activities date", () => {
    expect(parseCompactDate("20260309")).toEqual(Result.succeed("2026-03-09"));
    expect(parseCompactDate("20260230")).toMatchObject({ failure: { format: "YYYYMMDD", input: "20260230" } });
  });
});
