import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { buildHotelDetailUrl, parseHotelDetailUrl } from "./accommodationDetailUrl.js";
import { buildFlightSearchUrl, parseFlightSearchUrl } from "./flightSearchUrl.js";
import { buildHotelSearchUrl, parseHotelSearchUrl } from "./hotelSearchUrl.js";
import { parseHouseSearchUrl } from "./houseSearchUrl.js";
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

/** The URL with every ':' of its path written `%3A`, as some link tools rewrite it; the query is left alone. */
const colonsEncoded = (url: string): string => {
  const question = url.indexOf("?");
  const path = question === -1 ? url : url.slice(0, question);
  return path.replaceAll(":", "%3A") + (question === -1 ? "" : url.slice(question));
};

describe("results URLs whose ':' is percent-encoded read as the same search", () => {
  it("a package search from Buenos Aires (BUE%3ABuenos%20Aires)", () => {
    const url = "/flightsHotels/results/BUE%3ABuenos%20Aires/MAD/Madrid/2027-07-01/2027-07-15/2-1%3A4/TOL%3AToledo/0";
    expect(parsePackageResultsUrl(url)).toEqual(
      parsePackageResultsUrl(
        "/flightsHotels/results/BUE:Buenos%20Aires/MAD/Madrid/2027-07-01/2027-07-15/2-1:4/TOL:Toledo/0",
      ),
    );
    expect(Result.isSuccess(parsePackageResultsUrl(url))).toBe(true);
  });

  it("a house search with a child's age (2-1%3A4)", () => {
    const url = "/house/results/Madrid/MAD/2027-01-10/2027-01-13/2-1:4";
    expect(parseHouseSearchUrl(colonsEncoded(url))).toEqual(parseHouseSearchUrl(url));
    expect(Result.isSuccess(parseHouseSearchUrl(url))).toBe(true);
  });

  test.prop([arbHotelResultsRoute, arbHotelSearchFilters], { numRuns: 1000 })("hotel", (route, filters) => {
    const url = buildHotelSearchUrl({ route, filters });
    expect(parseHotelSearchUrl(colonsEncoded(url))).toEqual(Result.succeed({ route, filters }));
  });

  test.prop([arbFlightSearch, arbFlightSearchFilters], { numRuns: 1000 })("flight", (search, filters) => {
    const url = buildFlightSearchUrl({ search, filters });
    expect(parseFlightSearchUrl(colonsEncoded(url))).toEqual(parseFlightSearchUrl(url));
  });

  // Place ids are codes: an id holding ':' is written encoded, and cannot be told from an encoded separator.
  test.prop(
    [arbPackageSearch.filter((search) => ![...search.origins, search.differentHotel].some((p) => p?.id.includes(":")))],
    { numRuns: 1000 },
  )("package", (search) => {
    expect(parsePackageResultsUrl(colonsEncoded(buildPackageResultsUrl(search)))).toEqual(Result.succeed(search));
  });
});
