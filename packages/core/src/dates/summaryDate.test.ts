import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../locale/index.js";
import { type CalendarDate, calendarDateParts } from "./calendarDate.js";
import { formatSummaryDate, parseSummaryDate, summaryDateParts } from "./summaryDate.js";
import { arbNearCalendarDate } from "./test/arbitraries.js";

const arbLanguage = fc.constantFrom(...LANGUAGES);

describe("summary panel dates", () => {
  test.prop([arbNearCalendarDate, arbLanguage], { numRuns: 1000 })(
    "parse(format(date)) returns the date",
    (date, language) => {
      const { year } = calendarDateParts(date);
      expect(parseSummaryDate(formatSummaryDate(date, language), language, year)).toEqual(Result.succeed(date));
    },
  );

  test.prop([arbNearCalendarDate, arbLanguage], { numRuns: 1000 })(
    "names agree with Intl's day and month names",
    (date, language) => {
      const utc = new Date(`${date}T12:00:00Z`);
      const name = (options: Intl.DateTimeFormatOptions) =>
        new Intl.DateTimeFormat(language, { ...options, timeZone: "UTC" }).format(utc).toLowerCase();
      const parts = summaryDateParts(date, language);
      expect(parts.dayName.toLowerCase()).toBe(name({ weekday: "long" }));
      expect(parts.monthName.toLowerCase()).toBe(name({ month: "long" }));
      expect(parts.dayNumber).toBe(utc.getUTCDate());
    },
  );

  test.prop([fc.string({ maxLength: 30 }), arbLanguage, fc.integer({ min: -5, max: 10_005 })], { numRuns: 1000 })(
    "parsing any string never throws",
    (text, language, year) => {
      const parsed = parseSummaryDate(text, language, year);
      if (Result.isSuccess(parsed)) expect(formatSummaryDate(parsed.success, language)).toBe(text);
      else expect(parsed.failure).toMatchObject({ _tag: "DateParseError", format: "summaryDate", input: text });
    },
  );

  it("reads es, en and pt lines and checks the day name", () => {
    const date = "2026-01-05" as CalendarDate;
    expect(formatSummaryDate(date, "es")).toBe("lunes 5 de enero");
    expect(formatSummaryDate(date, "en")).toBe("Monday 5 January");
    expect(formatSummaryDate(date, "pt")).toBe("segunda-feira 5 de janeiro");
    expect(parseSummaryDate("martes 5 de enero", "es", 2026)).toMatchObject({ failure: { format: "summaryDate" } });
    expect(parseSummaryDate("lunes 5 de foo", "es", 2026)).toMatchObject({ failure: { format: "summaryDate" } });
    expect(parseSummaryDate("lunes 31 de febrero", "es", 2026)).toMatchObject({ failure: { format: "summaryDate" } });
  });
});
