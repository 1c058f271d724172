import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect } from "vitest";
import { addDaysToCalendarDate, type CalendarDate, parseCalendarDate } from "../dates/index.js";
import { type FlightTimeWindow, flightSearchFiltersDefault } from "../routes/flightSearchFilters.js";
import {
  flightTimetableBounds,
  flightTimetableDateAllowed,
  flightTimetableIssues,
  flightTimetableLegs,
  shiftFlightTimetableDate,
} from "./flightTimetable.js";

const day = (text: string): CalendarDate => Result.getOrThrow(parseCalendarDate(text));
const SEARCHED = day("2026-12-10");
const open: FlightTimeWindow = { from: null, to: null, fromDate: null, toDate: null };
const time = (hours: number, minutes = 0) => ({ hours, minutes });

describe("flight timetable filter", () => {
  test.prop([fc.integer({ min: -3, max: 3 }), fc.integer({ min: -10, max: 10 })], { numRuns: 1000 })(
    "day arrows stay within ±3 days of the searched date",
    (start, step) => {
      const shifted = shiftFlightTimetableDate(addDaysToCalendarDate(SEARCHED, start), step, SEARCHED);
      expect(flightTimetableDateAllowed(shifted, SEARCHED)).toBe(true);
    },
  );

  test("open windows, dates with and without times, time-of-day bounds", () => {
    expect(flightTimetableBounds(open)).toEqual(Result.succeed(null));
    const dated = flightTimetableBounds({ from: time(6), to: null, fromDate: SEARCHED, toDate: SEARCHED }, SEARCHED);
    expect(Result.isSuccess(dated)).toBe(true);
    if (Result.isSuccess(dated) && dated.success !== null) {
      expect((dated.success.to ?? 0) - (dated.success.from ?? 0)).toBe(23 * 60 + 59 - 6 * 60);
      expect(dated.success.fromTimeOfDay).toBeNull();
    }
    expect(flightTimetableBounds({ ...open, from: time(6), to: time(12, 30) })).toEqual(
      Result.succeed({ from: null, to: null, fromTimeOfDay: 360, toTimeOfDay: 750 }),
    );
  });

  test("from later than to, or a date beyond ±3 days, is not applied and says why", () => {
    const order = flightTimetableBounds({ ...open, from: time(12), to: time(6) });
    expect(order).toEqual(
      Result.fail({ _tag: "FlightTimetableInvalid", reason: "order", messageKey: "flight.timeInvalid" }),
    );
    expect(
      flightTimetableBounds({ from: time(12), to: time(6), fromDate: SEARCHED, toDate: day("2026-12-11") }),
    ).toMatchObject({ _tag: "Success" });
    expect(flightTimetableBounds({ ...open, fromDate: day("2026-12-12"), toDate: SEARCHED })).toMatchObject({
      failure: { reason: "order" },
    });
    expect(flightTimetableBounds({ ...open, toDate: day("2026-12-14") }, SEARCHED)).toMatchObject({
      failure: { reason: "window" },
    });
    const filters = {
      timetable: [
        { departure: { ...open, from: time(12), to: time(6) }, arrival: open },
        { departure: open, arrival: { ...open, toDate: day("2026-12-20") } },
      ] as const,
    };
    expect(flightTimetableIssues(filters, [SEARCHED, SEARCHED])).toEqual([
      {
        _tag: "FlightTimetableInvalid",
        reason: "order",
        messageKey: "flight.timeInvalid",
        leg: 0,
        direction: "departure",
      },
      {
        _tag: "FlightTimetableInvalid",
        reason: "window",
        messageKey: "flight.timeInvalid",
        leg: 1,
        direction: "arrival",
      },
    ]);
    expect(flightTimetableIssues(flightSearchFiltersDefault)).toEqual([]);
  });

  test("one-way hides the return schedule", () => {
    expect(flightTimetableLegs(true)).toEqual([0]);
    expect(flightTimetableLegs(false)).toEqual([0, 1]);
  });
});
