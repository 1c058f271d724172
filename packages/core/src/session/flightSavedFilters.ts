import type { FlightSearch } from "../routes/flightResultsUrl.js";
import {
  type FlightSearchFilters,
  flightSearchFiltersToQuery,
  parseFlightSearchFilters,
} from "../routes/flightSearchFilters.js";
import { formatQuery } from "../routes/urlCodec.js";
import { filtersFromSavedQuery } from "./filtersFromSavedQuery.js";

/**
 * The scope of flight filters: the origins and the destination (airlines and airports belong to the route).
 *
 * @example flightFiltersScope({ originIds: ["BUE"], toCityId: "MIA", … }) // "flight:BUE>MIA"
 */
export const flightFiltersScope = (search: Pick<FlightSearch, "originIds" | "toCityId">): string =>
  `flight:${search.originIds.join(";")}>${search.toCityId}`;

/**
 * The saved query of flight filters (`""` for the defaults).
 *
 * @example flightFiltersSavedQuery({ ...flightSearchFiltersDefault, stops: [0] }) // "?stops=0"
 */
export const flightFiltersSavedQuery = (filters: FlightSearchFilters): string =>
  formatQuery(flightSearchFiltersToQuery(filters));

/** Reads a saved flight filter query back; a query the parser refuses gives `null`. Never throws. */
export const flightFiltersFromSavedQuery = (query: string): FlightSearchFilters | null =>
  filtersFromSavedQuery(query, parseFlightSearchFilters);
