import * as Result from "effect/Result";
import type { AccommodationDetailRoute } from "./accommodationDetailUrl.js";
import { parseDestinationId } from "./destinationId.js";
import {
  buildHotelResultsUrl,
  type HotelResultsRoute,
  hotelResultsOptionsDefault,
  parseHotelResultsUrl,
} from "./hotelResultsUrl.js";
import { type RouteParseError, routeParseError } from "./routeParseError.js";
import { formatQuery, parseIntegerText, parseLiteral, queryValue, queryValues, splitUrl } from "./urlCodec.js";

/** The search part of a hotel results path: destination, dates and rooms (path segments 4–7). */
export type HotelSearchPath = Pick<HotelResultsRoute, "destination" | "checkIn" | "checkOut" | "rooms">;

/**
 * The search path of a results URL: "Path segments 4 to 7 of the results URL are reused for related-rate and
 * more-options queries" (spec 001 §2), counting the empty part before the leading `/` as segment 1.
 */
export const hotelSearchPathOfUrl = (resultsUrl: string): Result.Result<HotelSearchPath, RouteParseError> =>
  Result.map(parseHotelResultsUrl(resultsUrl), ({ route: { destination, checkIn, checkOut, rooms } }) => ({
    destination,
    checkIn,
    checkOut,
    rooms,
  }));

/**
 * The related-rates results URL of a rate: the search path with `baseRate={rateId}` as its only option.
 *
 * Spec 001 §2: "Related rates: results page with baseRate={rate id}"; §7 "POST /api/v1/hotels/search with count
 * filter and baseRate".
 *
 * @example buildHotelRelatedRatesUrl(path, "R9") // "/hotel/results/4521/2026-03-01/2026-03-05/2-0?baseRate=R9"
 */
export const buildHotelRelatedRatesUrl = (path: HotelSearchPath, rateId: string): string =>
  buildHotelResultsUrl({ ...path, options: { ...hotelResultsOptionsDefault, baseRate: rateId } });

/** The related-rates URL built from a results URL's segments 4–7 (spec 001 §2). */
export const hotelRelatedRatesUrlFromResultsUrl = (
  resultsUrl: string,
  rateId: string,
): Result.Result<string, RouteParseError> =>
  Result.map(hotelSearchPathOfUrl(resultsUrl), (path) => buildHotelRelatedRatesUrl(path, rateId));

/**
 * The related-rates results URL built from a detail page: its destination request code as the destination, its
 * dates and occupancy, and the rate (spec 001 §2: "from a detail page a results URL is built").
 * Fails when the request code is not a destination id.
 */
export const hotelRelatedRatesUrlFromDetail = (
  detail: AccommodationDetailRoute,
  rateId: string,
): Result.Result<string, RouteParseError> =>
  Result.map(
    Result.mapError(parseDestinationId(detail.destinationRequestCode), (error) =>
      routeParseError("hotelDetail", "destinationRequestCode", error.input, error.reason),
    ),
    (destination) =>
      buildHotelRelatedRatesUrl(
        { destination, checkIn: detail.checkIn, checkOut: detail.checkOut, rooms: detail.occupancy },
        rateId,
      ),
  );

/**
 * The more-options query of a rate (spec 001 §7: "more-options query carries omniCodes, roomHash, board,
 * avoidResponseSummary, avoidHotelExtraInfo"). Flags are written `true`/`false` always, as the API expects them.
 *
 * The same call brings a page of a cluster's rates on demand (spec 001 §2 "'Ver más' loading the next page of rates
 * (10 per page)"; "Rates are loaded on demand"): `ratesPage` (ours; the spec names no page field) asks for page
 * `ratesPage` of 10 of the hotels' rates, every room (no `roomHash`). A query carries `roomHash`, `ratesPage` or both.
 */
export interface HotelMoreOptionsQuery {
  readonly omniCodes: readonly string[];
  /** The rate's `roomsHash` ('Más tarifas'); null for a page of rates on demand. */
  readonly roomHash: string | null;
  /** The page of 10 rates asked for on demand, 1-based; null for a rate's more options. */
  readonly ratesPage: number | null;
  readonly board: string | null;
  readonly avoidResponseSummary: boolean;
  readonly avoidHotelExtraInfo: boolean;
}

/** A more-options request URL: the search path and the rate's query. */
export interface HotelMoreOptionsRequest {
  readonly path: HotelSearchPath;
  readonly query: HotelMoreOptionsQuery;
}

/**
 * Builds the URL sent to `POST /api/v1/hotels/searchMoreRateOptions` (spec 001 §7).
 *
 * @example buildHotelMoreOptionsUrl({ path, query: { omniCodes: ["O1"], roomHash: "h", ratesPage: null, board: "2", avoidResponseSummary: true, avoidHotelExtraInfo: true } })
 * // "/hotel/results/…/2-0?omniCodes=O1&roomHash=h&board=2&avoidResponseSummary=true&avoidHotelExtraInfo=true"
 */
export const buildHotelMoreOptionsUrl = ({ path, query }: HotelMoreOptionsRequest): string =>
  buildHotelResultsUrl({ ...path, options: hotelResultsOptionsDefault }) +
  formatQuery([
    ...query.omniCodes.map((code): [string, string] => ["omniCodes", code]),
    ...(query.roomHash === null ? [] : [["roomHash", query.roomHash] as [string, string]]),
    ...(query.ratesPage === null ? [] : [["ratesPage", String(query.ratesPage)] as [string, string]]),
    ...(query.board === null ? [] : [["board", query.board] as [string, string]]),
    ["avoidResponseSummary", String(query.avoidResponseSummary)],
    ["avoidHotelExtraInfo", String(query.avoidHotelExtraInfo)],
  ]);

const BOOLEAN_TEXTS = ["true", "false"] as const;

/** A rates page is 1-based; 10,000 pages of 10 rates is more than any hotel has. */
const RATES_PAGE_BOUNDS = { min: 1, max: 10_000 } as const;

/** Reads a more-options URL. Never throws. */
export const parseHotelMoreOptionsUrl = (input: string): Result.Result<HotelMoreOptionsRequest, RouteParseError> =>
  Result.gen(function* () {
    const path = yield* hotelSearchPathOfUrl(input);
    const { query } = yield* splitUrl(input, "hotelResults");
    const roomHash = queryValue(query, "roomHash") ?? null;
    const pageText = queryValue(query, "ratesPage");
    const ratesPage =
      pageText === undefined
        ? null
        : yield* parseIntegerText(pageText, "hotelMoreOptions", "ratesPage", RATES_PAGE_BOUNDS);
    if (roomHash === null && ratesPage === null) {
      return yield* Result.fail(
        routeParseError("hotelMoreOptions", "roomHash", input, "roomHash or ratesPage is required"),
      );
    }
    const flag = (key: string) =>
      Result.map(
        parseLiteral(queryValue(query, key) ?? "", BOOLEAN_TEXTS, "hotelMoreOptions", key),
        (t) => t === "true",
      );
    return {
      path,
      query: {
        omniCodes: queryValues(query, "omniCodes"),
        roomHash,
        ratesPage,
        board: queryValue(query, "board") ?? null,
        avoidResponseSummary: yield* flag("avoidResponseSummary"),
        avoidHotelExtraInfo: yield* flag("avoidHotelExtraInfo"),
      },
    };
  });

/** The fixed query of the recommended-offers call (spec 001 §7: "offers=true, refundable=0, sorting=bestvalue"). */
export const HOTEL_RECOMMENDED_OFFERS_QUERY: readonly (readonly [string, string])[] = [
  ["offers", "true"],
  ["refundable", "0"],
  ["sorting", "bestvalue"],
];

const appendQuery = (url: string, pairs: readonly (readonly [string, string])[]): string => {
  const extra = formatQuery(pairs);
  return extra === "" ? url : url.includes("?") ? `${url}&${extra.slice(1)}` : url + extra;
};

/**
 * The URL sent to `POST /api/v1/hotels/offers`: the results URL plus `offers=true&refundable=0&sorting=bestvalue`.
 *
 * @example buildHotelRecommendedOffersUrl(route) // "/hotel/results/…?offers=true&refundable=0&sorting=bestvalue"
 */
export const buildHotelRecommendedOffersUrl = (route: HotelResultsRoute): string =>
  appendQuery(buildHotelResultsUrl(route), HOTEL_RECOMMENDED_OFFERS_QUERY);

/** Reads a recommended-offers URL back to its search; fails unless the three fixed options are present. */
export const parseHotelRecommendedOffersUrl = (input: string): Result.Result<HotelResultsRoute, RouteParseError> =>
  Result.gen(function* () {
    const { route } = yield* parseHotelResultsUrl(input);
    const { query } = yield* splitUrl(input, "hotelResults");
    for (const [key, value] of HOTEL_RECOMMENDED_OFFERS_QUERY) {
      if (queryValue(query, key) !== value) {
        return yield* Result.fail(routeParseError("hotelRecommendedOffers", key, input, `expected ${key}=${value}`));
      }
    }
    return route;
  });

/** The progressive-search flag (spec 001 §7: "progressive variant adds progressiveResults=true"). */
export const PROGRESSIVE_RESULTS_QUERY = ["progressiveResults", "true"] as const;

/**
 * Adds `progressiveResults=true` to a search URL (once).
 *
 * @example withProgressiveResults("/hotel/results/4521/2026-03-01/2026-03-05/2-0") // "…/2-0?progressiveResults=true"
 */
export const withProgressiveResults = (url: string): string =>
  isProgressiveResultsUrl(url) ? url : appendQuery(url, [PROGRESSIVE_RESULTS_QUERY]);

/** Whether a URL carries `progressiveResults=true`; an unreadable URL is not progressive. Never throws. */
export const isProgressiveResultsUrl = (url: string): boolean => {
  const question = url.indexOf("?");
  if (question === -1) return false;
  const parts = splitUrl(`/${url.slice(question)}`, "progressiveResults");
  return Result.isSuccess(parts) && queryValue(parts.success.query, PROGRESSIVE_RESULTS_QUERY[0]) === "true";
};
