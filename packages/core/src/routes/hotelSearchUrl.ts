import * as Result from "effect/Result";
import { buildHotelResultsUrl, type HotelResultsRoute, parseHotelResultsUrl } from "./hotelResultsUrl.js";
import { type HotelSearchFilters, hotelSearchFiltersToQuery, parseHotelSearchFilters } from "./hotelSearchFilters.js";
import type { RouteParseError } from "./routeParseError.js";
import { formatQuery, splitUrl } from "./urlCodec.js";

/** A hotel results page fully described: the search and every filter, sort and page. */
export interface HotelSearchState {
  readonly route: HotelResultsRoute;
  readonly filters: HotelSearchFilters;
}

/**
 * Builds the search URL that carries the search and every hotel filter, so that a results page is fully described
 * by its URL (spec 001 §7: "POST /api/v1/hotels/search {url} (search URL with filters)").
 *
 * @example buildHotelSearchUrl({ route, filters: { ...hotelSearchFiltersDefault, board: ["2"] } }) // "/hotel/results/…?board=2"
 */
export const buildHotelSearchUrl = (state: HotelSearchState): string => {
  const results = buildHotelResultsUrl(state.route);
  const filterQuery = formatQuery(hotelSearchFiltersToQuery(state.filters));
  if (filterQuery === "") return results;
  return results.includes("?") ? `${results}&${filterQuery.slice(1)}` : results + filterQuery;
};

/** Reads a hotel search URL back to its search and filters. Never throws. */
export const parseHotelSearchUrl = (input: string): Result.Result<HotelSearchState, RouteParseError> =>
  Result.gen(function* () {
    const { route } = yield* parseHotelResultsUrl(input);
    const { query } = yield* splitUrl(input, "hotelResults");
    const filters = yield* parseHotelSearchFilters(query);
    return { route, filters };
  });
