import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import type { CalendarDate } from "../dates/index.js";
import {
  buildHotelMapUrl,
  buildHotelResultsUrl,
  type HotelResultsRoute,
  hotelMapUrlFromResultsUrl,
  hotelMilestoneUrlFromResultsUrl,
  hotelResultsOptionsDefault,
  parseHotelMapUrl,
  parseHotelResultsUrl,
} from "./hotelResultsUrl.js";
import { arbHotelResultsRoute } from "./test/arbitraries.js";

const sample: HotelResultsRoute = {
  destination: { _tag: "DestinationCode", id: "4521" },
  checkIn: "2026-03-01" as CalendarDate,
  checkOut: "2026-03-05" as CalendarDate,
  rooms: [
    { adults: 2, children: 1, ages: [5] },
    { adults: 1, children: 0, ages: [] },
  ],
  options: { ...hotelResultsOptionsDefault, availability: "CNF", hotelName: "Hotel Plaza", baseRate: "R1" },
};

describe("hotel results URL", () => {
  test.prop([arbHotelResultsRoute, fc.constantFrom("results" as const, "milestone" as const)], { numRuns: 1000 })(
    "parse(build(route)) returns the route and the view",
    (route, view) => {
      expect(parseHotelResultsUrl(buildHotelResultsUrl(route, view))).toEqual(Result.succeed({ view, route }));
    },
  );

  test.prop([arbHotelResultsRoute, fc.constantFrom("es" as const, "en" as const, "pt" as const)], { numRuns: 1000 })(
    "the map v3 URL keeps only availability, externalHotelReference and omniCodes",
    (route, language) => {
      const kept = { ...route, options: { ...route.options, hotelName: null, baseRate: null } };
      expect(parseHotelMapUrl(buildHotelMapUrl(route, language))).toEqual(Result.succeed({ language, route: kept }));
    },
  );

  test.prop([arbHotelResultsRoute], { numRuns: 1000 })(
    "a route built again (its URL remembered) gives the URL of a fresh copy, and its milestone URL is its own",
    (route) => {
      const first = buildHotelResultsUrl(route);
      expect(buildHotelResultsUrl(route)).toBe(first);
      expect(buildHotelResultsUrl({ ...route, options: { ...route.options } })).toBe(first);
      expect(buildHotelResultsUrl(route, "milestone")).toBe(buildHotelResultsUrl({ ...route }, "milestone"));
      expect(buildHotelResultsUrl(route, "milestone")).not.toBe(first);
    },
  );

  test.prop([fc.string({ maxLength: 80 })], { numRuns: 1000 })("parsing any string never throws", (text) => {
    const results: Result.Result<unknown, { readonly _tag: string }>[] = [
      parseHotelResultsUrl(text),
      parseHotelMapUrl(text),
      parseHotelResultsUrl(`/hotel/results/${text}`),
    ];
    for (const parsed of results) {
      expect(Result.isSuccess(parsed) || parsed.failure._tag === "RouteParseError").toBe(true);
    }
  });

  it("writes the spec's path with readable rooms", () => {
    expect(buildHotelResultsUrl(sample)).toBe(
      "/hotel/results/4521/2026-03-01/2026-03-05/2-1:5,1-0?availability=CNF&hotelName=Hotel%20Plaza&baseRate=R1",
    );
    expect(hotelMilestoneUrlFromResultsUrl(buildHotelResultsUrl(sample))).toEqual(
      Result.succeed(buildHotelResultsUrl(sample, "milestone")),
    );
    expect(hotelMapUrlFromResultsUrl(`https://portal.example${buildHotelResultsUrl(sample)}#top`, "pt")).toEqual(
      Result.succeed("/v3/pt/hotel/map/4521/2026-03-01/2026-03-05/2-1:5,1-0?availability=CNF"),
    );
  });

  it("names the bad field", () => {
    expect(parseHotelResultsUrl("/hotel/results/4521/2026-02-30/2026-03-05/2-0")).toMatchObject({
      failure: { field: "checkIn", input: "2026-02-30" },
    });
    expect(parseHotelResultsUrl("/hotel/results/4521/2026-03-01/2026-03-05/x")).toMatchObject({
      failure: { field: "rooms" },
    });
    expect(parseHotelResultsUrl("/hotel/results/4521/2026-03-01/2026-03-05/2-0?availability=NO")).toMatchObject({
      failure: { field: "availability" },
    });
    expect(parseHotelResultsUrl("/hotel/results/%E0/2026-03-01/2026-03-05/2-0")).toMatchObject({
      failure: { field: "destination" },
    });
    expect(parseHotelResultsUrl("hotel/results")).toMatchObject({ failure: { field: "path" } });
    expect(parseHotelMapUrl("/v3/fr/hotel/map/4521/2026-03-01/2026-03-05/2-0")).toMatchObject({
      failure: { field: "lang" },
    });
    expect(parseHotelResultsUrl("/hotel/results/4521/2026-03-01/2026-03-05/2-0?a%ZZ=1")).toMatchObject({
      failure: { field: "query" },
    });
  });
});
