import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect } from "vitest";
import { buildHotelDetailUrl, parseHotelDetailUrl } from "./accommodationDetailUrl.js";
import { buildFlightSearchUrl, parseFlightSearchUrl } from "./flightSearchUrl.js";
import { buildHotelSearchUrl, parseHotelSearchUrl } from "./hotelSearchUrl.js";
import { buildPackageResultsUrl, parsePackageResultsUrl } from "./packageSearch.js";
import {
  arbAccommodationDetailRoute,
  arbFlightSearch,
  arbFlightSearchFilters,
  arbHotelResultsRoute,
  arbHotelSearchFilters,
  arbPackageSearch,
} from "./test/arbitraries.js";

/** A URL with one stretch replaced by junk: close to valid, so parsers get past their first checks. */
const mutate = (url: string, at: number, length: number, junk: string): string => {
  const start = at % (url.length + 1);
  return url.slice(0, start) + junk + url.slice(start + length);
};

const arbEdit = fc.tuple(fc.nat(400), fc.nat(4), fc.string({ maxLength: 4 }));

const expectTagged = (parsed: Result.Result<unknown, { readonly _tag: string }>) => {
  expect(Result.isSuccess(parsed) || parsed.failure._tag === "RouteParseError").toBe(true);
};

describe("parsers given nearly valid URLs", () => {
  test.prop([arbHotelResultsRoute, arbHotelSearchFilters, arbEdit], { numRuns: 1000 })(
    "hotel search URL: never throws",
    (route, filters, [at, length, junk]) => {
      expectTagged(parseHotelSearchUrl(mutate(buildHotelSearchUrl({ route, filters }), at, length, junk)));
    },
  );

  test.prop([arbFlightSearch, arbFlightSearchFilters, arbEdit], { numRuns: 1000 })(
    "flight search URL: never throws",
    (search, filters, [at, length, junk]) => {
      expectTagged(parseFlightSearchUrl(mutate(buildFlightSearchUrl({ search, filters }), at, length, junk)));
    },
  );

  test.prop([arbAccommodationDetailRoute, arbPackageSearch, arbEdit], { numRuns: 1000 })(
    "detail and package URLs: never throw",
    (detail, search, [at, length, junk]) => {
      expectTagged(parseHotelDetailUrl(mutate(buildHotelDetailUrl(detail), at, length, junk)));
      expectTagged(parsePackageResultsUrl(mutate(buildPackageResultsUrl(search), at, length, junk)));
    },
  );
});
