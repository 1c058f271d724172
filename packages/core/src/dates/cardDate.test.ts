import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import type { CalendarDate } from "./calendarDate.js";
import { formatCardDate, parseCardDate } from "./cardDate.js";
import { arbCalendarDate } from "./test/arbitraries.js";

describe("card dates dd/MM/yyyy", () => {
  test.prop([arbCalendarDate], { numRuns: 1000 })("parse(format(date)) returns the date", (date) => {
    expect(parseCardDate(formatCardDate(date))).toEqual(Result.succeed(date));
  });

  test.prop([fc.string({ maxLength: 12 })], { numRuns: 1000 })("parsing any string never throws", (text) => {
    const parsed = parseCardDate(text);
    if (Result.isSuccess(parsed)) expect(formatCardDate(parsed.success)).toBe(text);
    else expect(parsed.failure).toMatchObject({ _tag: "DateParseError", format: "dd/MM/yyyy", input: text });
  });

  it("writes day first", () => {
    expect(formatCardDate("2026-07-01" as CalendarDate)).toBe("01/07/2026");
    expect(parseCardDate("31/02/2026")).toMatchObject({ failure: { format: "dd/MM/yyyy", input: "31/02/2026" } });
  });
});
