import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect } from "vitest";
import { addDaysToCalendarDate, type CalendarDate } from "../dates/index.js";
import { flightTimetableDateAllowed, flightTimetableWindow, shiftFlightTimetableDate } from "./flightTimetable.js";

const SEARCHED = "2026-12-10";

describe("flight timetable filter", () => {
  test.prop([fc.integer({ min: -10, max: 10 }), fc.integer({ min: -10, max: 10 })], { numRuns: 1000 })(
    "day arrows stay within ±3 days of the searched date",
    (start, step) => {
      const from = addDaysToCalendarDate(SEARCHED as CalendarDate, Math.max(-3, Math.min(3, start)));
      const shifted = shiftFlightTimetableDate(from, step, SEARCHED);
      expect(flightTimetableDateAllowed(shifted, SEARCHED)).toBe(true);
    },
  );

  test("valid window; from after to, bad times and dates beyond ±3 days are refused with the spec message", () => {
    const ok = flightTimetableWindow({ from: "06:00", to: "12:30", from_date: SEARCHED, to_date: SEARCHED }, SEARCHED);
    expect(Result.isSuccess(ok)).toBe(true);
    if (Result.isSuccess(ok)) expect(ok.success.to - ok.success.from).toBe(390);
    const order = flightTimetableWindow({ from: "12:00", to: "06:00", from_date: SEARCHED, to_date: SEARCHED });
    expect(order).toEqual(
      Result.fail({ _tag: "FlightTimetableInvalid", reason: "order", messageKey: "flight.timeInvalid" }),
    );
    expect(
      flightTimetableWindow({ from: "12:00", to: "06:00", from_date: SEARCHED, to_date: "2026-12-11" }, SEARCHED),
    ).toMatchObject({ _tag: "Success" });
    expect(flightTimetableWindow({ from: "25:00", to: "06:00", from_date: SEARCHED, to_date: SEARCHED })).toMatchObject(
      {
        failure: { reason: "format" },
      },
    );
    expect(flightTimetableWindow({ from: "05:00", to: "06:00", from_date: "junk", to_date: SEARCHED })).toMatchObject({
      failure: { reason: "format" },
    });
    expect(
      flightTimetableWindow({ from: "05:00", to: "06:00", from_date: SEARCHED, to_date: "2026-12-14" }, SEARCHED),
    ).toMatchObject({ failure: { reason: "window" } });
    expect(shiftFlightTimetableDate("junk", 1, SEARCHED)).toBe("junk");
    expect(flightTimetableDateAllowed("2026-12-13", SEARCHED)).toBe(true);
    expect(flightTimetableDateAllowed("2026-12-14", SEARCHED)).toBe(false);
  });

  test.prop([fc.string(), fc.string(), fc.string(), fc.string()], { numRuns: 1000 })(
    "junk never throws",
    (a, b, c, d) => {
      expect(() => flightTimetableWindow({ from: a, to: b, from_date: c, to_date: d }, SEARCHED)).not.toThrow();
    },
  );
});
