import * as Result from "effect/Result";
import { type DestinationId, formatDestinationId } from "../routes/destinationId.js";
import type { FlightSearch } from "../routes/flightResultsUrl.js";
import {
  type FlightSearchFilters,
  flightSearchFiltersToQuery,
  parseFlightSearchFilters,
} from "../routes/flightSearchFilters.js";
import {
  type HotelSearchFilters,
  hotelSearchFiltersToQuery,
  parseHotelSearchFilters,
} from "../routes/hotelSearchFilters.js";
import { formatQuery, parseQuery, type QueryPairs } from "../routes/urlCodec.js";

/**
 * What a results page keeps as its product's saved search filters (spec 000 §3 "Saved filters (per product
 * search)", §4 "kept in session storage and reused only once when a can-use flag is true"). The spec does not show
 * the format; core's is the scope the filters belong to (the place searched) and the filters as the results URL's
 * query text (`?zone=3&board=2`, read back by the product's filter parser, so junk never becomes filters).
 */
export interface SavedResultsFilters {
  /** The searched place the filters refine: {@link hotelFiltersScope} or {@link flightFiltersScope}. */
  readonly scope: string;
  /** The results URL's filter query (`""` for none). */
  readonly query: string;
}

/**
 * The scope of hotel or house filters: the destination searched. Zones, suppliers and hotel names belong to a
 * destination, so the filters are reused for the same destination on other dates or rooms, never for another.
 *
 * @example hotelFiltersScope({ _tag: "DestinationCode", id: "MAD" }) // "hotel:MAD"
 */
export const hotelFiltersScope = (destination: DestinationId): string => `hotel:${formatDestinationId(destination)}`;

/**
 * The scope of flight filters: the origins and the destination (airlines and airports belong to the route).
 *
 * @example flightFiltersScope({ originIds: ["BUE"], toCityId: "MIA", … }) // "flight:BUE>MIA"
 */
export const flightFiltersScope = (search: Pick<FlightSearch, "originIds" | "toCityId">): string =>
  `flight:${search.originIds.join(";")}>${search.toCityId}`;

const isSaved = (value: unknown): value is SavedResultsFilters =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as { scope?: unknown }).scope === "string" &&
  typeof (value as { query?: unknown }).query === "string";

/**
 * The filter query a results page opening applies, from what `takeSavedSearchFilters` gave back (so the can-use flag
 * was set, and it is now cleared): only filters saved for the same scope, only when the page's URL carries no filters
 * of its own (a shared or reloaded link keeps its filters), and only when there are filters to apply. Anything else,
 * junk included, gives `null`.
 *
 * @example reusableResultsFilters({ scope: "hotel:MAD", query: "?board=2" }, "hotel:MAD", false) // "?board=2"
 * @example reusableResultsFilters({ scope: "hotel:MAD", query: "?board=2" }, "hotel:ROM", false) // null
 */
export const reusableResultsFilters = (taken: unknown, scope: string, urlHasFilters: boolean): string | null =>
  isSaved(taken) && taken.scope === scope && !urlHasFilters && taken.query !== "" && taken.query !== "?"
    ? taken.query
    : null;

const fromQuery = <F>(query: string, parse: (pairs: QueryPairs) => Result.Result<F, unknown>): F | null => {
  const pairs = parseQuery(query.startsWith("?") ? query.slice(1) : query, "savedSearchFilters");
  if (Result.isFailure(pairs)) return null;
  const filters = parse(pairs.success);
  return Result.isSuccess(filters) ? filters.success : null;
};

/**
 * The saved query of hotel or house filters: the results URL's query for them (`""` for the defaults).
 *
 * @example hotelFiltersSavedQuery({ ...hotelSearchFiltersDefault, board: ["2"] }) // "?board=2"
 */
export const hotelFiltersSavedQuery = (filters: HotelSearchFilters): string =>
  formatQuery(hotelSearchFiltersToQuery(filters));

/** Reads a saved hotel filter query back; a query the parser refuses gives `null`. Never throws. */
export const hotelFiltersFromSavedQuery = (query: string): HotelSearchFilters | null =>
  fromQuery(query, parseHotelSearchFilters);

/**
 * The saved query of flight filters (`""` for the defaults).
 *
 * @example flightFiltersSavedQuery({ ...flightSearchFiltersDefault, stops: [0] }) // "?stops=0"
 */
export const flightFiltersSavedQuery = (filters: FlightSearchFilters): string =>
  formatQuery(flightSearchFiltersToQuery(filters));

/** Reads a saved flight filter query back; a query the parser refuses gives `null`. Never throws. */
export const flightFiltersFromSavedQuery = (query: string): FlightSearchFilters | null =>
  fromQuery(query, parseFlightSearchFilters);
