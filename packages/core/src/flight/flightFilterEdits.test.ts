import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect } from "vitest";
import { addDaysToCalendarDate, type CalendarDate, calendarDateToDayNumber } from "../dates/index.js";
import { flightSearchFiltersDefault } from "../routes/flightSearchFilters.js";
import { arbFlightSearchFilters } from "../routes/test/arbitraries.js";
import {
  applyFlightPriceRange,
  applyFlightScheduleTimes,
  flightPriceBoundText,
  flightScheduleDateCanShift,
  flightScheduleTimeText,
  shiftFlightScheduleDate,
} from "./flightFilterEdits.js";
import { flightTimetableIssues } from "./flightTimetable.js";

const SEARCHED = "2026-12-10" as CalendarDate;
const arbTarget = fc.record({
  leg: fc.constantFrom(0 as const, 1 as const),
  direction: fc.constantFrom("departure" as const, "arrival" as const),
});
const arbTime = fc.option(
  fc.record({ hours: fc.integer({ min: 0, max: 23 }), minutes: fc.integer({ min: 0, max: 59 }) }),
  { nil: null },
);

describe("flight filter panel edits", () => {
  test.prop(
    [
      arbFlightSearchFilters,
      arbTarget,
      fc.constantFrom("from" as const, "to" as const),
      fc.array(fc.constantFrom(-1, 1), { maxLength: 10 }),
    ],
    { numRuns: 1000 },
  )(
    "day arrows start from the searched date, move one day each and never leave the 3 days around it; page back to 1",
    (filters, target, end, presses) => {
      const open = { ...filters, timetable: flightSearchFiltersDefault.timetable };
      let state = open;
      let expected = 0;
      for (const days of presses) {
        const key = end === "from" ? "fromDate" : "toDate";
        const date = state.timetable[target.leg][target.direction][key];
        expect(flightScheduleDateCanShift(date, days, SEARCHED)).toBe(Math.abs(expected + days) <= 3);
        state = shiftFlightScheduleDate(state, target, end, days, SEARCHED);
        expected = Math.max(-3, Math.min(3, expected + days));
        const moved = state.timetable[target.leg][target.direction][key] as CalendarDate;
        expect(calendarDateToDayNumber(moved) - calendarDateToDayNumber(SEARCHED)).toBe(expected);
        expect(state.pagination.currentPage).toBe(1);
      }
      expect(state.timetable[1 - target.leg]).toEqual(open.timetable[1 - target.leg]);
    },
  );

  test.prop([arbFlightSearchFilters, arbTarget, arbTime, arbTime], { numRuns: 1000 })(
    "the HH:mm funnel applies what the inputs show; a window that starts after it ends is refused",
    (filters, target, from, to) => {
      const applied = applyFlightScheduleTimes(filters, target, {
        from: flightScheduleTimeText(from),
        to: flightScheduleTimeText(to),
      });
      const before = filters.timetable[target.leg][target.direction];
      const minutes = (day: string | null, time: typeof from, open: number) =>
        (day === null ? 0 : calendarDateToDayNumber(day as CalendarDate) * 1440) +
        (time === null ? open : time.hours * 60 + time.minutes);
      const sameDay = before.fromDate === before.toDate && from !== null && to !== null;
      const inverted =
        (sameDay && minutes(null, from, 0) > minutes(null, to, 1439)) ||
        (before.fromDate !== null &&
          before.toDate !== null &&
          minutes(before.fromDate, from, 0) > minutes(before.toDate, to, 1439));
      if (inverted) {
        expect(Result.isFailure(applied) && applied.failure).toEqual({
          _tag: "FlightTimetableInvalid",
          reason: "order",
          messageKey: "flight.timeInvalid",
        });
        return;
      }
      if (Result.isFailure(applied)) throw new Error("a formatted, ordered window was refused");
      const window = applied.success.timetable[target.leg][target.direction];
      expect([window.from, window.to]).toEqual([from, to]);
      expect(flightTimetableIssues(applied.success).filter((issue) => issue.reason === "order")).toEqual(
        flightTimetableIssues(filters).filter(
          (issue) => issue.reason === "order" && (issue.leg !== target.leg || issue.direction !== target.direction),
        ),
      );
    },
  );

  test("15:00 to 14:00 on the same day is refused and the filters stay as they were", () => {
    const applied = applyFlightScheduleTimes(
      flightSearchFiltersDefault,
      { leg: 0, direction: "departure" },
      { from: "15:00", to: "14:00" },
    );
    expect(Result.isFailure(applied) && applied.failure._tag).toBe("FlightTimetableInvalid");
  });

  test.prop([fc.string({ maxLength: 6 }).filter((text) => text.trim() !== "" && !/^\d{2}:\d{2}$/.test(text.trim()))], {
    numRuns: 1000,
  })("a time that is not HH:mm is 'Ingrese la fecha y hora de manera correcta' and changes nothing", (text) => {
    const applied = applyFlightScheduleTimes(
      flightSearchFiltersDefault,
      { leg: 0, direction: "departure" },
      { from: text, to: "" },
    );
    expect(Result.isFailure(applied) && applied.failure).toEqual({
      _tag: "FlightScheduleTimeInvalid",
      end: "from",
      messageKey: "flight.timeInvalid",
    });
  });

  test.prop(
    [fc.option(fc.nat({ max: 100_000_000 }), { nil: null }), fc.option(fc.nat({ max: 100_000_000 }), { nil: null })],
    { numRuns: 1000 },
  )(
    "the price funnel applies what the inputs show, in minor units; a minimum above the maximum is refused",
    (minimum, maximum) => {
      const texts = { minimum: flightPriceBoundText(minimum, "USD"), maximum: flightPriceBoundText(maximum, "USD") };
      const applied = applyFlightPriceRange(
        { ...flightSearchFiltersDefault, pagination: { currentPage: 4 } },
        texts,
        "USD",
      );
      if (minimum !== null && maximum !== null && minimum > maximum) {
        expect(Result.isFailure(applied) && applied.failure.map((issue) => issue.key)).toEqual([
          "forms.priceRangeInverted",
        ]);
      } else {
        expect(Result.isSuccess(applied) && applied.success.priceRange).toEqual({ minimum, maximum, currency: "USD" });
        expect(Result.isSuccess(applied) && applied.success.pagination.currentPage).toBe(1);
      }
    },
  );

  test.prop([fc.constantFrom("-1", "abc", "1e", "--2")], { numRuns: 100 })(
    "junk or negative prices are refused",
    (text) => {
      expect(
        Result.isFailure(applyFlightPriceRange(flightSearchFiltersDefault, { minimum: text, maximum: "" }, "USD")),
      ).toBe(true);
    },
  );

  test.prop([fc.integer({ min: -3, max: 3 })], { numRuns: 100 })(
    "an arrow at the window's edge cannot move further",
    (offset) => {
      const date = addDaysToCalendarDate(SEARCHED, offset);
      expect(flightScheduleDateCanShift(date, 1, SEARCHED)).toBe(offset < 3);
      expect(flightScheduleDateCanShift(date, -1, SEARCHED)).toBe(offset > -3);
    },
  );
});
