import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { addDaysToCalendarDate, type CalendarDate, calendarDateToDayNumber } from "../dates/index.js";
import { flightSearchDatePairs } from "./flightSearchDatePairs.js";

const BASE = "2027-01-01" as CalendarDate;
const day = (date: CalendarDate) => calendarDateToDayNumber(date);

/** A searched departure, an optional return after it and a today a few days either side of the departure. */
const arbCase = fc.record({
  departure: fc.integer({ min: 0, max: 800 }).map((days) => addDaysToCalendarDate(BASE, days)),
  stay: fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }),
  todayOffset: fc.integer({ min: -6, max: 6 }),
  flexibleDates: fc.boolean(),
});

describe("flightSearchDatePairs", () => {
  test.prop([arbCase], { numRuns: 1000 })(
    "a fixed search asks for its dates; a flexible one for every ordered pair within 3 days, none before today",
    ({ departure, stay, todayOffset, flexibleDates }) => {
      const returnDate = stay === null ? null : addDaysToCalendarDate(departure, stay);
      const today = addDaysToCalendarDate(departure, -todayOffset);
      const pairs = flightSearchDatePairs({ departure, returnDate, flexibleDates }, today);
      expect(pairs[0]).toEqual([departure, returnDate]);
      expect(new Set(pairs.map((pair) => pair.join())).size).toBe(pairs.length);
      if (!flexibleDates) {
        expect(pairs).toHaveLength(1);
        return;
      }
      for (const [out, back] of pairs.slice(1)) {
        expect(Math.abs(day(out) - day(departure))).toBeLessThanOrEqual(3);
        expect(day(out)).toBeGreaterThanOrEqual(day(today));
        if (returnDate === null) expect(back).toBeNull();
        else {
          expect(back).not.toBeNull();
          expect(Math.abs(day(back as CalendarDate) - day(returnDate))).toBeLessThanOrEqual(3);
          expect(day(back as CalendarDate)).toBeGreaterThanOrEqual(day(out));
        }
      }
      // Every reachable pair is there: 7 departures (less those before today) times 7 returns (less those before).
      let expected = 0;
      for (let out = -3; out <= 3; out++) {
        const outDay = day(departure) + out;
        if (outDay < day(today)) continue;
        if (returnDate === null) expected += 1;
        else for (let back = -3; back <= 3; back++) if (day(returnDate) + back >= outDay) expected += 1;
      }
      const searchedCounted = day(departure) >= day(today) ? 0 : 1;
      expect(pairs).toHaveLength(expected + searchedCounted);
    },
  );

  test("a flexible round trip on 22/12 asks for 19/12 to 25/12 departures, each with the 7 returns around 29/12", () => {
    const pairs = flightSearchDatePairs(
      { departure: "2026-12-22" as CalendarDate, returnDate: "2026-12-29" as CalendarDate, flexibleDates: true },
      "2026-12-02" as CalendarDate,
    );
    expect(pairs).toHaveLength(49);
    expect(new Set(pairs.map(([out]) => out))).toEqual(
      new Set(["2026-12-19", "2026-12-20", "2026-12-21", "2026-12-22", "2026-12-23", "2026-12-24", "2026-12-25"]),
    );
  });
});
