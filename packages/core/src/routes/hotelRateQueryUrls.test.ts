import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import type { CalendarDate } from "../dates/index.js";
import { buildHotelDetailUrl, parseHotelDetailUrl } from "./accommodationDetailUrl.js";
import { formatDestinationId } from "./destinationId.js";
import {
  buildHotelMoreOptionsUrl,
  buildHotelRecommendedOffersUrl,
  buildHotelRelatedRatesUrl,
  type HotelSearchPath,
  hotelRelatedRatesUrlFromDetail,
  hotelRelatedRatesUrlFromResultsUrl,
  isProgressiveResultsUrl,
  parseHotelMoreOptionsUrl,
  parseHotelRecommendedOffersUrl,
  withProgressiveResults,
} from "./hotelRateQueryUrls.js";
import { buildHotelResultsUrl, hotelResultsOptionsDefault, parseHotelResultsUrl } from "./hotelResultsUrl.js";
import {
  arbHotelResultsRoute,
  arbHotelSearchPath,
  arbNonEmptyText,
  arbNullable,
  arbText,
  arbTextList,
} from "./test/arbitraries.js";

const path: HotelSearchPath = {
  destination: { _tag: "DestinationCode", id: "4521" },
  checkIn: "2026-03-01" as CalendarDate,
  checkOut: "2026-03-05" as CalendarDate,
  rooms: [{ adults: 2, children: 0, ages: [] }],
};

const arbMoreOptions = fc
  .record({
    path: arbHotelSearchPath,
    query: fc.record({
      omniCodes: arbTextList,
      roomHash: arbNullable(arbText),
      ratesPage: arbNullable(fc.integer({ min: 1, max: 10_000 })),
      board: arbNullable(arbText),
      avoidResponseSummary: fc.boolean(),
      avoidHotelExtraInfo: fc.boolean(),
    }),
  })
  // A query carries roomHash, ratesPage or both.
  .filter(({ query }) => query.roomHash !== null || query.ratesPage !== null);

describe("related rates, more options, recommended offers, progressive flag", () => {
  test.prop([arbHotelResultsRoute, arbText], { numRuns: 1000 })(
    "related rates reuse segments 4-7 of the results URL and set baseRate",
    (route, rateId) => {
      const url = Result.getOrThrow(hotelRelatedRatesUrlFromResultsUrl(buildHotelResultsUrl(route), rateId));
      const { options: _options, ...searchPath } = route;
      expect(url).toBe(buildHotelRelatedRatesUrl(searchPath, rateId));
      expect(parseHotelResultsUrl(url)).toEqual(
        Result.succeed({
          view: "results",
          route: { ...searchPath, options: { ...hotelResultsOptionsDefault, baseRate: rateId } },
        }),
      );
    },
  );

  test.prop([arbHotelSearchPath, arbText, arbText], { numRuns: 1000 })(
    "related rates from a detail page keep its dates and occupancy",
    (searchPath, id, rateId) => {
      const detail = {
        slug: "hotel",
        id,
        checkIn: searchPath.checkIn,
        checkOut: searchPath.checkOut,
        occupancy: searchPath.rooms,
        destinationRequestCode: formatDestinationId(searchPath.destination),
        baseRate: null,
      };
      const parsedDetail = Result.getOrThrow(parseHotelDetailUrl(buildHotelDetailUrl(detail)));
      expect(hotelRelatedRatesUrlFromDetail(parsedDetail, rateId)).toEqual(
        Result.succeed(buildHotelRelatedRatesUrl(searchPath, rateId)),
      );
    },
  );

  test.prop([arbMoreOptions], { numRuns: 1000 })("more options: parse(build(request)) returns it", (request) => {
    expect(parseHotelMoreOptionsUrl(buildHotelMoreOptionsUrl(request))).toEqual(Result.succeed(request));
  });

  test.prop([arbHotelResultsRoute], { numRuns: 1000 })(
    "recommended offers: parse(build(route)) returns it",
    (route) => {
      const url = buildHotelRecommendedOffersUrl(route);
      expect(url).toContain("offers=true&refundable=0&sorting=bestvalue");
      expect(parseHotelRecommendedOffersUrl(url)).toEqual(Result.succeed(route));
    },
  );

  test.prop([arbHotelResultsRoute], { numRuns: 1000 })("the progressive flag is added once and read back", (route) => {
    const url = buildHotelResultsUrl(route);
    const progressive = withProgressiveResults(url);
    expect(isProgressiveResultsUrl(url)).toBe(false);
    expect(isProgressiveResultsUrl(progressive)).toBe(true);
    expect(withProgressiveResults(progressive)).toBe(progressive);
    expect(parseHotelResultsUrl(progressive)).toEqual(parseHotelResultsUrl(url));
  });

  test.prop([fc.string({ maxLength: 50 }), arbNonEmptyText], { numRuns: 1000 })(
    "parsing any string never throws",
    (text, rateId) => {
      const base = "/hotel/results/4521/2026-03-01/2026-03-05/2-0";
      const results: Result.Result<unknown, { readonly _tag: string }>[] = [
        parseHotelMoreOptionsUrl(`${base}?${text}`),
        parseHotelRecommendedOffersUrl(`${base}?${text}`),
        hotelRelatedRatesUrlFromResultsUrl(text, rateId),
      ];
      for (const parsed of results)
        expect(Result.isSuccess(parsed) || parsed.failure._tag === "RouteParseError").toBe(true);
      expect(typeof isProgressiveResultsUrl(text)).toBe("boolean");
    },
  );

  it("writes the spec's queries and names what is missing", () => {
    expect(buildHotelRelatedRatesUrl(path, "R9")).toBe("/hotel/results/4521/2026-03-01/2026-03-05/2-0?baseRate=R9");
    expect(
      buildHotelMoreOptionsUrl({
        path,
        query: {
          omniCodes: ["O1"],
          roomHash: "h",
          ratesPage: null,
          board: "2",
          avoidResponseSummary: true,
          avoidHotelExtraInfo: false,
        },
      }),
    ).toBe(
      "/hotel/results/4521/2026-03-01/2026-03-05/2-0?omniCodes=O1&roomHash=h&board=2&avoidResponseSummary=true&avoidHotelExtraInfo=false",
    );
    expect(
      buildHotelMoreOptionsUrl({
        path,
        query: {
          omniCodes: ["O1"],
          roomHash: null,
          ratesPage: 2,
          board: null,
          avoidResponseSummary: true,
          avoidHotelExtraInfo: true,
        },
      }),
    ).toBe(
      "/hotel/results/4521/2026-03-01/2026-03-05/2-0?omniCodes=O1&ratesPage=2&avoidResponseSummary=true&avoidHotelExtraInfo=true",
    );
    expect(withProgressiveResults("/hotel/results/4521/2026-03-01/2026-03-05/2-0?availability=CNF")).toBe(
      "/hotel/results/4521/2026-03-01/2026-03-05/2-0?availability=CNF&progressiveResults=true",
    );
    const base = "/hotel/results/4521/2026-03-01/2026-03-05/2-0";
    expect(parseHotelMoreOptionsUrl(base)).toMatchObject({ failure: { field: "roomHash" } });
    expect(parseHotelMoreOptionsUrl(`${base}?ratesPage=0`)).toMatchObject({ failure: { field: "ratesPage" } });
    expect(parseHotelMoreOptionsUrl(`${base}?roomHash=h&avoidResponseSummary=yes`)).toMatchObject({
      failure: { field: "avoidResponseSummary" },
    });
    expect(parseHotelRecommendedOffersUrl(`${base}?offers=true`)).toMatchObject({ failure: { field: "refundable" } });
    expect(
      hotelRelatedRatesUrlFromDetail(
        { slug: "x", id: "1", ...path, occupancy: path.rooms, destinationRequestCode: "a,b", baseRate: null },
        "R",
      ),
    ).toMatchObject({ failure: { field: "destinationRequestCode" } });
  });
});
