import * as Result from "effect/Result";
import { HOTEL_COMPARE_MAXIMUM, HOTEL_COMPARE_MINIMUM } from "../hotel/hotelCompare.js";
import { buildHotelSearchUrl, type HotelSearchState, parseHotelSearchUrl } from "./hotelSearchUrl.js";
import { type RouteParseError, routeParseError } from "./routeParseError.js";
import { matchRoute } from "./routeTable.js";
import { formatQuery, joinSegmentList, splitSegmentList, splitUrl } from "./urlCodec.js";

/** Who a comparison page is for: the agent's own view, or the client-safe one an agent shares (`view=client`). */
export type HotelCompareAudience = "full" | "client";

/** Everything a comparison URL carries, so that it can be reloaded or sent. */
export interface HotelCompareLocation {
  /** 2 to 4 distinct hotel ids (spec 001 §4 "compare needs at least 2"; at most 4 is ours), in the order picked. */
  readonly hotelIds: readonly string[];
  /** The results page's search and filters (dates, rooms, currency-free; the point of interest for the distance). */
  readonly search: HotelSearchState;
  /** The search location's name (spec 001 §2 "the search location name"), or null. */
  readonly destinationName: string | null;
  readonly audience: HotelCompareAudience;
}

const OWN_KEYS = new Set(["name", "view"]);

/**
 * Builds the comparison page URL: `/hotel/compare/{ids}/{destination}/{checkIn}/{checkOut}/{rooms}` with the
 * results page's query (options and filters), `name` and, for the client-safe version, `view=client`.
 * Spec 001 §2 leaves the comparator's target open ("target path not shown"); core's route table decides it.
 *
 * @example buildHotelCompareUrl({ hotelIds: ["1", "2"], search, destinationName: "Madrid", audience: "client" })
 * // "/hotel/compare/1,2/982/2027-03-01/2027-03-08/2-0?name=Madrid&view=client"
 */
export const buildHotelCompareUrl = (location: HotelCompareLocation): string => {
  const results = buildHotelSearchUrl(location.search);
  const question = results.indexOf("?");
  const path = question === -1 ? results : results.slice(0, question);
  const query = question === -1 ? "" : results.slice(question + 1);
  const own = formatQuery([
    ...(location.destinationName === null ? [] : [["name", location.destinationName] as const]),
    ...(location.audience === "client" ? [["view", "client"] as const] : []),
  ]).slice(1);
  const all = [query, own].filter((part) => part !== "").join("&");
  return `/hotel/compare/${joinSegmentList(location.hotelIds, ",")}${path.slice("/hotel/results".length)}${all === "" ? "" : `?${all}`}`;
};

/**
 * Reads a comparison URL (path, or absolute URL). Refuses fewer than 2, more than 4, repeated or empty hotel ids,
 * and any search the results page itself would refuse. Never throws.
 *
 * @example parseHotelCompareUrl("/hotel/compare/1/982/2027-03-01/2027-03-08/2-0") // Failure({ field: "hotelIds", … })
 */
export const parseHotelCompareUrl = (input: string): Result.Result<HotelCompareLocation, RouteParseError> =>
  Result.gen(function* () {
    const { segments, query } = yield* splitUrl(input, "hotelCompare");
    const raw = yield* matchRoute("hotelCompare", segments, input);
    const hotelIds = yield* splitSegmentList(raw.hotelIds, ",", "hotelCompare", "hotelIds");
    if (
      hotelIds.length < HOTEL_COMPARE_MINIMUM ||
      hotelIds.length > HOTEL_COMPARE_MAXIMUM ||
      new Set(hotelIds).size !== hotelIds.length ||
      hotelIds.some((id) => id === "")
    ) {
      return yield* Result.fail(
        routeParseError(
          "hotelCompare",
          "hotelIds",
          raw.hotelIds,
          `expected ${HOTEL_COMPARE_MINIMUM} to ${HOTEL_COMPARE_MAXIMUM} distinct hotel ids`,
        ),
      );
    }
    const view = query.find(([key]) => key === "view")?.[1];
    if (view !== undefined && view !== "client") {
      return yield* Result.fail(routeParseError("hotelCompare", "view", view, 'expected "client" or nothing'));
    }
    const rest = formatQuery(query.filter(([key]) => !OWN_KEYS.has(key)));
    const search = yield* parseHotelSearchUrl(`/hotel/results/${segments.slice(3).join("/")}${rest}`);
    return {
      hotelIds,
      search,
      destinationName: query.find(([key]) => key === "name")?.[1] ?? null,
      audience: view === "client" ? ("client" as const) : ("full" as const),
    };
  });
