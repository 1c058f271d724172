import * as Result from "effect/Result";
import { type HotelSearchFilters, hotelSearchFiltersToQuery, parseHotelSearchFilters } from "./hotelSearchFilters.js";
import { buildHouseResultsUrl, type HouseResultsRoute, parseHouseResultsUrl } from "./houseResultsUrl.js";
import type { RouteParseError } from "./routeParseError.js";
import { formatQuery, splitUrl } from "./urlCodec.js";

/**
 * A house results page fully described: the search and every filter, sort and page. Houses use the hotel filter
 * state (spec 001 covers hotels and houses with one results page: price range, amenities, name, sort, pages).
 */
export interface HouseSearchState {
  readonly route: HouseResultsRoute;
  readonly filters: HotelSearchFilters;
}

/**
 * The URL `POST /api/v1/houses/search {url}` sends (spec 001 §7): the house results path plus the filters that
 * differ from the defaults, in the hotel filters' query keys.
 *
 * @example buildHouseSearchUrl({ route, filters: { ...hotelSearchFiltersDefault, sorting: { sortFieldName: "price" } } })
 * // "/house/results/Roma/ROM/2027-01-10/2027-01-20/2-0?sorting.sortFieldName=price"
 */
export const buildHouseSearchUrl = (state: HouseSearchState): string =>
  buildHouseResultsUrl(state.route) + formatQuery(hotelSearchFiltersToQuery(state.filters));

/** Reads a house search URL back to its search and filters. Never throws. */
export const parseHouseSearchUrl = (input: string): Result.Result<HouseSearchState, RouteParseError> =>
  Result.gen(function* () {
    const route = yield* parseHouseResultsUrl(input);
    const { query } = yield* splitUrl(input, "houseResults");
    const filters = yield* parseHotelSearchFilters(query);
    return { route, filters };
  });
