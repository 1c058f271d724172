import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import type { CalendarDate } from "../dates/index.js";
import { arbNearCalendarDate } from "../dates/test/arbitraries.js";
import { hotelSearchFiltersDefault } from "./hotelSearchFilters.js";
import { buildHouseResultsUrl, type HouseResultsRoute, parseHouseResultsUrl } from "./houseResultsUrl.js";
import { buildHouseSearchUrl, parseHouseSearchUrl } from "./houseSearchUrl.js";
import { arbDestinationId, arbHotelSearchFilters, arbRouteRoom, arbText } from "./test/arbitraries.js";

const arbHouseResultsRoute: fc.Arbitrary<HouseResultsRoute> = fc.record({
  destinationName: fc.oneof(arbText, fc.constantFrom("", "-", ".", "..", "Mar del Plata", "a/b", "%2D", "50% off")),
  destination: arbDestinationId,
  checkIn: arbNearCalendarDate,
  checkOut: arbNearCalendarDate,
  passengers: arbRouteRoom,
});

const sample: HouseResultsRoute = {
  destinationName: "Mar del Plata",
  destination: { _tag: "DestinationCode", id: "MDQ" },
  checkIn: "2027-01-10" as CalendarDate,
  checkOut: "2027-01-20" as CalendarDate,
  passengers: { adults: 4, children: 1, ages: [6] },
};

describe("house results URL", () => {
  test.prop([arbHouseResultsRoute], { numRuns: 1000 })("parse(build(route)) = route, any name included", (route) => {
    expect(parseHouseResultsUrl(buildHouseResultsUrl(route))).toEqual(Result.succeed(route));
  });

  test.prop([arbHouseResultsRoute], { numRuns: 1000 })(
    "the name is one segment that no browser would resolve or collapse",
    (route) => {
      const segment = buildHouseResultsUrl(route).split("/")[3] ?? "";
      expect(segment).not.toBe("");
      expect(segment).not.toBe(".");
      expect(segment).not.toBe("..");
      expect(segment).not.toMatch(/[/?#]/);
    },
  );

  test.prop([arbHouseResultsRoute, arbHotelSearchFilters], { numRuns: 1000 })(
    "the search URL carries the route and every filter",
    (route, filters) => {
      expect(parseHouseSearchUrl(buildHouseSearchUrl({ route, filters }))).toEqual(Result.succeed({ route, filters }));
    },
  );

  test.prop([fc.string({ maxLength: 80 })], { numRuns: 1000 })("parsing any string never throws", (text) => {
    const results: Result.Result<unknown, { readonly _tag: string }>[] = [
      parseHouseResultsUrl(text),
      parseHouseResultsUrl(`/house/results/${text}`),
      parseHouseSearchUrl(`/house/results/a/b/2027-01-10/2027-01-20/2-0?${text}`),
    ];
    for (const parsed of results) {
      expect(Result.isSuccess(parsed) || parsed.failure._tag === "RouteParseError").toBe(true);
    }
  });

  it("writes the name percent-encoded and reads it back exactly", () => {
    expect(buildHouseResultsUrl(sample)).toBe("/house/results/Mar%20del%20Plata/MDQ/2027-01-10/2027-01-20/4-1:6");
    expect(buildHouseResultsUrl({ ...sample, destinationName: "" })).toBe(
      "/house/results/-/MDQ/2027-01-10/2027-01-20/4-1:6",
    );
    expect(
      buildHouseSearchUrl({
        route: sample,
        filters: { ...hotelSearchFiltersDefault, sorting: { sortFieldName: "price" } },
      }),
    ).toBe("/house/results/Mar%20del%20Plata/MDQ/2027-01-10/2027-01-20/4-1:6?sorting.sortFieldName=price");
  });

  it("names the bad segment", () => {
    expect(parseHouseResultsUrl("/house/results/Roma/ROM/2027-01-10/2027-01-20/x")).toMatchObject({
      failure: { route: "houseResults", field: "passengers" },
    });
    expect(parseHouseResultsUrl("/house/results/Roma/ROM/2027-13-10/2027-01-20/2-0")).toMatchObject({
      failure: { field: "checkIn" },
    });
    expect(parseHouseResultsUrl("/hotel/results/ROM/2027-01-10/2027-01-20/2-0")).toMatchObject({
      failure: { field: "path" },
    });
  });
});
