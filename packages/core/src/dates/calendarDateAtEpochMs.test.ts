import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { calendarDateFromDayNumber, calendarDateToDayNumber } from "./calendarDate.js";
import { calendarDateAtEpochMs } from "./calendarDateAtEpochMs.js";

const DAY_MS = 86_400_000;
// Instants from 1970 to 2100, and every offset a time zone has (UTC-12 to UTC+14).
const arbInstant = fc.integer({ min: 0, max: 47_482 * DAY_MS });
const arbOffset = fc.integer({ min: -12 * 60, max: 14 * 60 });

describe("calendarDateAtEpochMs", () => {
  test.prop([arbInstant, arbOffset], { numRuns: 1000 })(
    "is the UTC day of the instant moved by the offset",
    (epochMs, offset) => {
      const expected = new Date(epochMs + offset * 60_000).toISOString().slice(0, 10);
      expect(calendarDateAtEpochMs(epochMs, offset)).toBe(expected);
    },
  );

  test.prop([fc.integer({ min: 0, max: 47_000 }), fc.integer({ min: 0, max: DAY_MS - 1 })], { numRuns: 1000 })(
    "every instant of a UTC day is that day",
    (day, within) => {
      const date = calendarDateAtEpochMs(day * DAY_MS + within);
      expect(calendarDateToDayNumber(date)).toBe(day);
      expect(date).toBe(calendarDateFromDayNumber(day));
    },
  );

  it("23:00 in Buenos Aires is still that day there", () => {
    expect(calendarDateAtEpochMs(Date.UTC(2026, 10, 21, 2, 0), -180)).toBe("2026-11-20");
  });
});
