import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { flightSearchFiltersDefault, parseFlightSearchFilters } from "./flightSearchFilters.js";
import { buildFlightSearchUrl, parseFlightSearchUrl } from "./flightSearchUrl.js";
import { arbFlightSearch, arbFlightSearchFilters } from "./test/arbitraries.js";

const ok = "/flight/results/BUE/1-0/1/Madrid/MAD/2026-07-01;2026-07-10/0/0/ALL/-/-";

describe("flight search URL with every filter", () => {
  test.prop([arbFlightSearch, arbFlightSearchFilters], { numRuns: 1000 })(
    "parse(build(state)) returns the search and the filters",
    (search, filters) => {
      expect(parseFlightSearchUrl(buildFlightSearchUrl({ search, filters }))).toEqual(
        Result.succeed({ search, filters }),
      );
    },
  );

  const keys = [
    "baggage",
    "segmentsTypes",
    "stops",
    "sorting",
    "pagination.currentPage",
    "priceRange.minimum",
    "timetable.0.departure.from",
    "timetable.1.arrival.toDate",
    "airports.0.stop",
  ];
  test.prop([fc.array(fc.tuple(fc.constantFrom(...keys), fc.string({ maxLength: 10 })), { maxLength: 4 })], {
    numRuns: 1000,
  })("reading any filter values never throws", (pairs) => {
    const parsed = parseFlightSearchFilters(pairs);
    if (Result.isFailure(parsed)) expect(keys).toContain(parsed.failure.field);
    else
      expect(parsed.success.airports[0].stop).toEqual(pairs.filter(([k]) => k === "airports.0.stop").map(([, v]) => v));
  });

  test.prop([fc.string({ maxLength: 60 })], { numRuns: 1000 })("parsing any string never throws", (text) => {
    const parsed = parseFlightSearchUrl(`${ok}?${text}`);
    if (Result.isFailure(parsed)) expect(parsed.failure._tag).toBe("RouteParseError");
    else expect(parsed.success.search.toCityId).toBe("MAD");
  });

  it("writes only the filters that differ from the defaults", () => {
    const search = Result.getOrThrow(parseFlightSearchUrl(ok)).search;
    expect(buildFlightSearchUrl({ search, filters: flightSearchFiltersDefault })).toBe(ok);
    const outbound = flightSearchFiltersDefault.timetable[0];
    expect(
      buildFlightSearchUrl({
        search,
        filters: {
          ...flightSearchFiltersDefault,
          baggage: "WFBA",
          stops: [0],
          timetable: [{ ...outbound, departure: { ...outbound.departure, from: { hours: 6, minutes: 0 } } }, outbound],
          sorting: "DURATION:ASC",
        },
      }),
    ).toBe(`${ok}?baggage=WFBA&stops=0&timetable.0.departure.from=06%3A00&sorting=DURATION%3AASC`);
    expect(parseFlightSearchUrl(`${ok}?timetable.1.arrival.to=25:00`)).toMatchObject({
      failure: { field: "timetable.1.arrival.to" },
    });
    expect(parseFlightSearchUrl(`${ok}?sorting=PRICE:DESC`)).toMatchObject({ failure: { field: "sorting" } });
  });
});
