import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { addDaysToCalendarDate, calendarDateParts } from "../../dates/calendarDate.js";
import { arbNearCalendarDate } from "../../dates/test/arbitraries.js";
import { LANGUAGES } from "../../locale/language.js";
import { formatBudgetDay, formatBudgetDayText, formatBudgetInstantText, formatDayRange } from "./formatDayRange.js";

const arbLanguage = fc.constantFrom(...LANGUAGES);

describe("formatDayRange", () => {
  test.prop([arbNearCalendarDate, fc.option(fc.integer({ min: 1, max: 400 })), arbLanguage], { numRuns: 1000 })(
    "writes each day in the reader's language, never as YYYY-MM-DD, with its year, the last after ' – '",
    (from, nights, language) => {
      const to = nights === null ? null : addDaysToCalendarDate(from, nights);
      const text = formatDayRange(from, to, language);
      expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
      expect(text).toContain(String(calendarDateParts(from).year));
      expect(text).toBe(
        to === null
          ? formatBudgetDay(from, language)
          : `${formatBudgetDay(from, language)} – ${formatBudgetDay(to, language)}`,
      );
    },
  );

  test.prop([arbNearCalendarDate, arbLanguage], { numRuns: 1000 })(
    "tells two days apart: a day's text is its own (the calendar day, whatever the machine's time zone)",
    (day, language) => {
      expect(formatBudgetDay(day, language)).not.toBe(formatBudgetDay(addDaysToCalendarDate(day, 1), language));
      const { day: dayOfMonth } = calendarDateParts(day);
      expect(formatBudgetDay(day, language)).toMatch(new RegExp(`(^|\\D)${dayOfMonth}(\\D|$)`));
    },
  );

  it("in es, en and pt", () => {
    expect(formatDayRange("2027-01-01" as never, "2027-01-08" as never, "en")).toBe("Jan 1, 2027 – Jan 8, 2027");
    expect(formatDayRange("2027-01-01" as never, null, "es")).toBe("1 ene 2027");
    expect(formatBudgetDay("2027-01-08" as never, "pt")).toBe("8 de jan. de 2027");
  });
});

describe("formatBudgetDayText and formatBudgetInstantText", () => {
  test.prop([arbNearCalendarDate, arbLanguage], { numRuns: 1000 })(
    "write a real day as formatBudgetDay does, and an instant of that day with its year",
    (day, language) => {
      expect(formatBudgetDayText(day, language)).toBe(formatBudgetDay(day, language));
      const instant = formatBudgetInstantText(`${day}T12:00:00Z`, language);
      expect(instant).toContain(String(calendarDateParts(day).year));
      expect(instant).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    },
  );

  test.prop([fc.string({ maxLength: 30 }), arbLanguage], { numRuns: 1000 })(
    "never throw, and give a text that is no date back as it came",
    (text, language) => {
      const day = formatBudgetDayText(text, language);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) expect(day).toBe(text);
      const instant = formatBudgetInstantText(text, language);
      if (Number.isNaN(new Date(text).getTime())) expect(instant).toBe(text);
    },
  );
});
