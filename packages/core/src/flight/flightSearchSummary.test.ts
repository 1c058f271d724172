import { test } from "@fast-check/vitest";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CalendarDate, formatCardDate } from "../dates/index.js";
import { arbFlightSearch } from "../routes/test/arbitraries.js";
import { flightSearchFoldDetails, flightSearchSummary } from "./flightSearchSummary.js";

describe("flightSearchSummary", () => {
  test.prop([arbFlightSearch], { numRuns: 1000 })(
    "names every origin, the destination, the dates the search flies and its passengers",
    (search) => {
      const summary = flightSearchSummary(search);
      expect(summary.route).toBe(`${search.origins.join(", ")} → ${search.toCityName}`);
      const dates = summary.dates.split(" – ");
      expect(dates[0]).toBe(formatCardDate(search.departure));
      expect(dates.slice(1)).toEqual(
        search.oneWay || search.returnDate === null ? [] : [formatCardDate(search.returnDate)],
      );
      expect(summary.passengers).toBe(search.passengers.adults + search.passengers.children);
    },
  );

  it("a round trip from Buenos Aires to Miami for two", () => {
    expect(
      flightSearchSummary({
        origins: ["Buenos Aires"],
        originIds: ["BUE"],
        toCityName: "Miami",
        toCityId: "MIA",
        departure: "2027-01-08" as CalendarDate,
        returnDate: "2027-01-15" as CalendarDate,
        flexibleDates: false,
        oneWay: false,
        passengers: { adults: 2, children: 0, ages: [] },
        cabin: "ALL",
        stops: [],
        officeId: null,
      }),
    ).toEqual({ route: "Buenos Aires → Miami", dates: "08/01/2027 – 15/01/2027", passengers: 2 });
  });
});

describe("flightSearchFoldDetails", () => {
  test.prop([arbFlightSearch, fc.string({ minLength: 1 })], { numRuns: 1000 })(
    "the dates, then the passengers' text, one separator between",
    (search, passengers) => {
      const summary = flightSearchSummary(search);
      const line = flightSearchFoldDetails(summary, passengers);
      expect(line.startsWith(`${summary.dates} · `)).toBe(true);
      expect(line.slice(`${summary.dates} · `.length)).toBe(passengers);
    },
  );
});
