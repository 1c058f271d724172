import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect } from "vitest";
import { parseCalendarDate } from "./calendarDate.js";
import { calendarDateOfText } from "./calendarDateOfText.js";
import { arbNearCalendarDate } from "./test/arbitraries.js";

describe("calendarDateOfText", () => {
  test.prop([arbNearCalendarDate], { numRuns: 1000 })("a calendar date reads back as itself", (date) => {
    expect(calendarDateOfText(date)).toBe(date);
  });

  test.prop([fc.oneof(fc.string(), fc.constant(null))], { numRuns: 1000 })(
    "any text is its date or null, never a throw",
    (text) => {
      const date = calendarDateOfText(text);
      const parsed = text === null ? null : parseCalendarDate(text);
      expect(date).toBe(parsed !== null && Result.isSuccess(parsed) ? parsed.success : null);
    },
  );
});
