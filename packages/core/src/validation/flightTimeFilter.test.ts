import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import type { CalendarDate } from "../dates/calendarDate.js";
import {
  type FlightTimeFilterValues,
  flightFilterDateWindow,
  validateFlightTimeFilter,
  validateFlightTimeFilters,
} from "./flightTimeFilter.js";
import { arbToday, plusDays } from "./test/arbitraries.js";

const SEARCHED = "2027-01-10" as CalendarDate;
const filter: FlightTimeFilterValues = {
  leg: 0,
  direction: "departure",
  fromDate: "2027-01-10",
  fromTime: "06:00",
  toDate: "2027-01-10",
  toTime: "23:00",
};
const pad = (n: number) => String(n).padStart(2, "0");
const arbTime = fc.integer({ min: 0, max: 1439 }).map((m) => `${pad(Math.floor(m / 60))}:${pad(m % 60)}`);

describe("validateFlightTimeFilter", () => {
  it("accepts HH:mm from before to, within 3 days of the searched date", () => {
    expect(validateFlightTimeFilter(filter, SEARCHED)).toEqual([]);
    expect(flightFilterDateWindow(SEARCHED)).toEqual({ min: "2027-01-07", max: "2027-01-13" });
  });

  it("shows 'Ingrese la fecha y hora de manera correcta' on a malformed time or date", () => {
    expect(validateFlightTimeFilter({ ...filter, fromTime: "6:00", toDate: "10/01/2027" })).toEqual([
      { path: [0, "departure", "fromTime"], key: "flight.timeInvalid" },
      { path: [0, "departure", "toDate"], key: "flight.timeInvalid" },
    ]);
    expect(validateFlightTimeFilter({ ...filter, toTime: "24:00" })).toEqual([
      { path: [0, "departure", "toTime"], key: "flight.timeInvalid" },
    ]);
  });

  it("refuses from later than to, per leg and direction", () => {
    expect(
      validateFlightTimeFilter({ ...filter, leg: 1, direction: "arrival", fromTime: "23:00", toTime: "06:00" }),
    ).toEqual([{ path: [1, "arrival"], key: "flight.timeInvalid" }]);
    expect(validateFlightTimeFilter({ ...filter, fromTime: "23:00", toTime: "06:00", toDate: "2027-01-11" })).toEqual(
      [],
    );
    expect(validateFlightTimeFilter({ ...filter, fromDate: "2027-01-11" })).toEqual([
      { path: [0, "departure"], key: "flight.timeInvalid" },
    ]);
  });

  it("keeps filter dates within 3 days of the searched date", () => {
    expect(validateFlightTimeFilter({ ...filter, toDate: "2027-01-14" }, SEARCHED)).toEqual([
      { path: [0, "departure", "toDate"], key: "forms.filterDateOutOfWindow", params: { days: 3 } },
    ]);
    expect(
      validateFlightTimeFilters(
        [{ ...filter, leg: 1, fromDate: "2027-01-05", toDate: "2027-01-06" }],
        [SEARCHED, "2027-01-05" as CalendarDate],
      ),
    ).toEqual([]);
  });

  test.prop([arbToday, fc.integer({ min: -3, max: 3 }), fc.integer({ min: -3, max: 3 }), arbTime, arbTime], {
    numRuns: 1000,
  })(
    "any ordered pair inside the window passes; a reversed one fails on its leg and direction",
    (searched, a, b, t1, t2) => {
      const [d1, d2] = a <= b ? [a, b] : [b, a];
      const from = { date: plusDays(searched, d1), time: d1 === d2 && t1 > t2 ? t2 : t1 };
      const to = { date: plusDays(searched, d2), time: d1 === d2 && t1 > t2 ? t1 : t2 };
      const ordered = { ...filter, fromDate: from.date, fromTime: from.time, toDate: to.date, toTime: to.time };
      expect(validateFlightTimeFilter(ordered, searched)).toEqual([]);
      const reversed = { ...filter, fromDate: to.date, fromTime: to.time, toDate: from.date, toTime: from.time };
      const expected =
        from.date === to.date && from.time === to.time ? [] : [{ path: [0, "departure"], key: "flight.timeInvalid" }];
      expect(validateFlightTimeFilter(reversed, searched)).toEqual(expected);
    },
  );

  test.prop([fc.string(), fc.string(), fc.string(), fc.string()], { numRuns: 1000 })(
    "never throws on any input",
    (fromDate, fromTime, toDate, toTime) => {
      const issues = validateFlightTimeFilter(
        { leg: 0, direction: "arrival", fromDate, fromTime, toDate, toTime },
        SEARCHED,
      );
      expect(Array.isArray(issues)).toBe(true);
    },
  );
});
