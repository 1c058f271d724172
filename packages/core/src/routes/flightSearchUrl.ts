import * as Result from "effect/Result";
import { buildFlightResultsUrl, type FlightSearch, parseFlightResultsUrl } from "./flightResultsUrl.js";
import {
  type FlightSearchFilters,
  flightSearchFiltersToQuery,
  parseFlightSearchFilters,
} from "./flightSearchFilters.js";
import type { RouteParseError } from "./routeParseError.js";
import { formatQuery, splitUrl } from "./urlCodec.js";

/** A flight results page fully described: the search and every filter, sort and page. */
export interface FlightSearchState {
  readonly search: FlightSearch;
  readonly filters: FlightSearchFilters;
}

/**
 * Builds the flight results URL carrying the search and every filter, so that a results page is fully described by
 * its URL (spec 002 §7: "POST /api/v1/flights/search {url}").
 *
 * @example buildFlightSearchUrl({ search, filters: { ...flightSearchFiltersDefault, baggage: "WFBA" } }) // "/flight/results/…?baggage=WFBA"
 */
export const buildFlightSearchUrl = (state: FlightSearchState): string =>
  buildFlightResultsUrl(state.search) + formatQuery(flightSearchFiltersToQuery(state.filters));

/** Reads a flight search URL back to its search and filters. Never throws. */
export const parseFlightSearchUrl = (input: string): Result.Result<FlightSearchState, RouteParseError> =>
  Result.gen(function* () {
    const search = yield* parseFlightResultsUrl(input);
    const { query } = yield* splitUrl(input, "flightResults");
    return { search, filters: yield* parseFlightSearchFilters(query) };
  });
