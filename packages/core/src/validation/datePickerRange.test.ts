import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import type { CalendarDate } from "../dates/calendarDate.js";
import { datePickerRange, HOTEL_HOME_CALENDAR_MONTHS, validatePickedDate } from "./datePickerRange.js";
import { arbToday, plusDays, TODAY } from "./test/arbitraries.js";

describe("datePickerRange", () => {
  it("runs from today to the end of the last month shown", () => {
    expect(datePickerRange(TODAY)).toEqual({ min: "2026-11-21", max: "2027-11-30" });
    expect(datePickerRange(TODAY, HOTEL_HOME_CALENDAR_MONTHS)).toEqual({ min: "2026-11-21", max: "2028-11-30" });
    expect(datePickerRange("2027-01-31" as CalendarDate, 2)).toEqual({ min: "2027-01-31", max: "2027-02-28" });
    expect(datePickerRange("9999-06-01" as CalendarDate, 13).max).toBe("9999-12-31");
    expect(datePickerRange(TODAY, Number.NaN).max).toBe("2026-11-30");
  });

  it("refuses past days and days beyond the calendar", () => {
    expect(validatePickedDate("2026-11-20" as CalendarDate, TODAY)).toEqual([{ path: [], key: "forms.dateInPast" }]);
    expect(validatePickedDate("2027-12-01" as CalendarDate, TODAY, 13, ["x"])).toEqual([
      { path: ["x"], key: "forms.dateBeyondCalendar", params: { months: 13 } },
    ]);
  });

  test.prop([arbToday, fc.integer({ min: 1, max: 30 }), fc.integer({ min: -400, max: 1000 })], { numRuns: 1000 })(
    "a day is accepted exactly when it lies in the range, which covers whole months",
    (today, months, offset) => {
      const range = datePickerRange(today, months);
      expect(range.min).toBe(today);
      expect(plusDays(range.max, 1).slice(8)).toBe("01");
      const day = plusDays(today, offset) as CalendarDate;
      expect(validatePickedDate(day, today, months).length === 0).toBe(day >= range.min && day <= range.max);
    },
  );
});
