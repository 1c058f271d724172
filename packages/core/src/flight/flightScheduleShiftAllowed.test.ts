import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect } from "vitest";
import type { CalendarDate } from "../dates/index.js";
import { flightSearchFiltersDefault } from "../routes/flightSearchFilters.js";
import { arbFlightSearchFilters } from "../routes/test/arbitraries.js";
import { flightScheduleDateCanShift, shiftFlightScheduleDate } from "./flightFilterEdits.js";
import { flightScheduleShiftAllowed } from "./flightScheduleShiftAllowed.js";
import { flightTimetableBounds } from "./flightTimetable.js";

const SEARCHED = "2026-12-22" as CalendarDate;
const arbTarget = fc.record({
  leg: fc.constantFrom(0 as const, 1 as const),
  direction: fc.constantFrom("departure" as const, "arrival" as const),
});

describe("flightScheduleShiftAllowed", () => {
  test.prop(
    [arbFlightSearchFilters, arbTarget, fc.constantFrom("from" as const, "to" as const), fc.constantFrom(-1, 1)],
    {
      numRuns: 1000,
    },
  )(
    "an arrow never turns a window in order into one out of order, and stays within 3 days",
    (filters, target, end, days) => {
      const before = filters.timetable[target.leg][target.direction];
      const allowed = flightScheduleShiftAllowed(filters, target, end, days, SEARCHED);
      const after = shiftFlightScheduleDate(filters, target, end, days, SEARCHED).timetable[target.leg][
        target.direction
      ];
      const canShift = flightScheduleDateCanShift(end === "from" ? before.fromDate : before.toDate, days, SEARCHED);
      const breaksOrder =
        Result.isSuccess(flightTimetableBounds(before)) && Result.isFailure(flightTimetableBounds(after));
      expect(allowed).toBe(canShift && !breaksOrder);
    },
  );

  test.prop([fc.constantFrom(-1, 1)], { numRuns: 10 })(
    "'to' one day before 'from' on the searched day is refused; the other way is allowed",
    (days) => {
      const sameDay = {
        ...flightSearchFiltersDefault,
        timetable: [
          {
            ...flightSearchFiltersDefault.timetable[0],
            departure: { from: null, to: null, fromDate: SEARCHED, toDate: SEARCHED },
          },
          flightSearchFiltersDefault.timetable[1],
        ] as typeof flightSearchFiltersDefault.timetable,
      };
      const target = { leg: 0, direction: "departure" } as const;
      expect(flightScheduleShiftAllowed(sameDay, target, "to", days, SEARCHED)).toBe(days > 0);
      expect(flightScheduleShiftAllowed(sameDay, target, "from", days, SEARCHED)).toBe(days < 0);
    },
  );
});
