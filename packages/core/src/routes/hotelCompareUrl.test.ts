import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import type { CalendarDate } from "../dates/index.js";
import { buildHotelCompareUrl, type HotelCompareLocation, parseHotelCompareUrl } from "./hotelCompareUrl.js";
import { hotelResultsOptionsDefault } from "./hotelResultsUrl.js";
import { hotelSearchFiltersDefault } from "./hotelSearchFilters.js";
import { arbHotelResultsRoute, arbHotelSearchFilters, arbNonEmptyText, arbNullable } from "./test/arbitraries.js";

const search = {
  route: {
    destination: { _tag: "DestinationCode", id: "982" },
    checkIn: "2027-03-01" as CalendarDate,
    checkOut: "2027-03-08" as CalendarDate,
    rooms: [{ adults: 2, children: 0, ages: [] }],
    options: hotelResultsOptionsDefault,
  },
  filters: hotelSearchFiltersDefault,
} as const;

const arbLocation: fc.Arbitrary<HotelCompareLocation> = fc.record({
  hotelIds: fc.uniqueArray(arbNonEmptyText, { minLength: 2, maxLength: 4 }),
  search: fc.record({ route: arbHotelResultsRoute, filters: arbHotelSearchFilters }),
  destinationName: arbNullable(arbNonEmptyText),
  audience: fc.constantFrom("full" as const, "client" as const),
});

describe("hotel comparison URL", () => {
  it("carries the hotel ids, the search, the name and the client flag", () => {
    const url = buildHotelCompareUrl({ hotelIds: ["1", "2"], search, destinationName: "Madrid", audience: "client" });
    expect(url).toBe("/hotel/compare/1,2/982/2027-03-01/2027-03-08/2-0?name=Madrid&view=client");
    expect(buildHotelCompareUrl({ hotelIds: ["7", "8", "9"], search, destinationName: null, audience: "full" })).toBe(
      "/hotel/compare/7,8,9/982/2027-03-01/2027-03-08/2-0",
    );
  });

  it("refuses one hotel, five hotels, repeated ids and an unknown view", () => {
    const field = (url: string) => (Result.isFailure(parseHotelCompareUrl(url)) ? "refused" : "read");
    expect(field("/hotel/compare/1/982/2027-03-01/2027-03-08/2-0")).toBe("refused");
    expect(field("/hotel/compare/1,2,3,4,5/982/2027-03-01/2027-03-08/2-0")).toBe("refused");
    expect(field("/hotel/compare/1,1/982/2027-03-01/2027-03-08/2-0")).toBe("refused");
    expect(field("/hotel/compare/1,2/982/2027-03-01/2027-03-08/2-0?view=agent")).toBe("refused");
    expect(field("/hotel/compare/1,2/982/2027-13-01/2027-03-08/2-0")).toBe("refused");
    expect(field("/hotel/compare/1,2/982/2027-03-01/2027-03-08/2-0")).toBe("read");
  });

  test.prop([arbLocation], { numRuns: 1000 })("parse(build(location)) = location", (location) => {
    expect(parseHotelCompareUrl(buildHotelCompareUrl(location))).toEqual(Result.succeed(location));
  });

  test.prop([fc.string()], { numRuns: 1000 })("reading any text never throws", (text) => {
    expect(() => parseHotelCompareUrl(text)).not.toThrow();
    expect(() => parseHotelCompareUrl(`/hotel/compare/${text}`)).not.toThrow();
  });
});
