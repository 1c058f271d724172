import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import type { CalendarDate } from "../dates/index.js";
import { hotelResultsOptionsDefault } from "./hotelResultsUrl.js";
import { hotelSearchFiltersDefault, parseHotelSearchFilters } from "./hotelSearchFilters.js";
import { buildHotelSearchUrl, parseHotelSearchUrl } from "./hotelSearchUrl.js";
import { arbHotelResultsRoute, arbHotelSearchFilters } from "./test/arbitraries.js";

const route = {
  destination: { _tag: "DestinationCode", id: "4521" },
  checkIn: "2026-03-01" as CalendarDate,
  checkOut: "2026-03-05" as CalendarDate,
  rooms: [{ adults: 2, children: 0, ages: [] }],
  options: hotelResultsOptionsDefault,
} as const;

describe("hotel search URL with every filter", () => {
  test.prop([arbHotelResultsRoute, arbHotelSearchFilters], { numRuns: 1000 })(
    "parse(build(state)) returns the search and the filters",
    (searchRoute, filters) => {
      expect(parseHotelSearchUrl(buildHotelSearchUrl({ route: searchRoute, filters }))).toEqual(
        Result.succeed({ route: searchRoute, filters }),
      );
    },
  );

  test.prop(
    [
      fc.array(
        fc.tuple(
          fc.constantFrom(
            "offers",
            "category.min",
            "poi.radio",
            "poi.geo",
            "viewType",
            "pagination.currentPage",
            "requestNonRefundableRates",
            "rateRange.minimumValue",
            "zone",
          ),
          fc.string({ maxLength: 8 }),
        ),
        { maxLength: 4 },
      ),
    ],
    { numRuns: 1000 },
  )("reading any filter values never throws", (pairs) => {
    const parsed = parseHotelSearchFilters(pairs);
    if (Result.isFailure(parsed)) expect(parsed.failure._tag).toBe("RouteParseError");
    else expect(parsed.success.zone).toEqual(pairs.filter(([key]) => key === "zone").map(([, value]) => value));
  });

  test.prop([fc.string({ maxLength: 60 })], { numRuns: 1000 })("parsing any string never throws", (text) => {
    const parsed = parseHotelSearchUrl(`/hotel/results/4521/2026-03-01/2026-03-05/2-0?${text}`);
    if (Result.isFailure(parsed)) expect(parsed.failure._tag).toBe("RouteParseError");
    else expect(parsed.success.route.destination).toEqual({ _tag: "DestinationCode", id: "4521" });
  });

  it("keeps an unfiltered search clean and writes changed filters only", () => {
    expect(buildHotelSearchUrl({ route, filters: hotelSearchFiltersDefault })).toBe(
      "/hotel/results/4521/2026-03-01/2026-03-05/2-0",
    );
    const url = buildHotelSearchUrl({
      route: { ...route, options: { ...hotelResultsOptionsDefault, availability: "CNF" } },
      filters: {
        ...hotelSearchFiltersDefault,
        category: { min: 3, max: 5 },
        board: ["1", "2"],
        poi: { radio: 5, geo: { latitude: -34.6, longitude: -58.4 }, name: "Obelisco" },
      },
    });
    expect(url).toBe(
      "/hotel/results/4521/2026-03-01/2026-03-05/2-0?availability=CNF&category.min=3&board=1&board=2&poi.radio=5&poi.geo=-34.6%2C-58.4&poi.name=Obelisco",
    );
  });

  it("names the bad filter", () => {
    const base = "/hotel/results/4521/2026-03-01/2026-03-05/2-0";
    expect(parseHotelSearchUrl(`${base}?category.min=6`)).toMatchObject({ failure: { field: "category.min" } });
    expect(parseHotelSearchUrl(`${base}?poi.radio=0`)).toMatchObject({ failure: { field: "poi.radio" } });
    expect(parseHotelSearchUrl(`${base}?poi.geo=1,2,3`)).toMatchObject({ failure: { field: "poi.geo" } });
    expect(parseHotelSearchUrl(`${base}?offers.offer=1`)).toMatchObject({ failure: { field: "offers.offer" } });
    expect(parseHotelSearchUrl(`${base}?viewType=grid`)).toMatchObject({ failure: { field: "viewType" } });
    expect(parseHotelSearchUrl(`${base}?pagination.currentPage=0`)).toMatchObject({
      failure: { field: "pagination.currentPage" },
    });
    expect(parseHotelSearchUrl("/nope")).toMatchObject({ failure: { _tag: "RouteParseError" } });
  });
});
