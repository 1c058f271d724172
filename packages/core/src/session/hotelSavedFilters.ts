import { type DestinationId, formatDestinationId } from "../routes/destinationId.js";
import {
  type HotelSearchFilters,
  hotelSearchFiltersToQuery,
  parseHotelSearchFilters,
} from "../routes/hotelSearchFilters.js";
import { formatQuery } from "../routes/urlCodec.js";
import { filtersFromSavedQuery } from "./filtersFromSavedQuery.js";

/**
 * The scope of hotel or house filters: the destination searched. Zones, suppliers and hotel names belong to a
 * destination, so the filters are reused for the same destination on other dates or rooms, never for another.
 *
 * @example hotelFiltersScope({ _tag: "DestinationCode", id: "MAD" }) // "hotel:MAD"
 */
export const hotelFiltersScope = (destination: DestinationId): string => `hotel:${formatDestinationId(destination)}`;

/**
 * The saved query of hotel or house filters: the results URL's query for them (`""` for the defaults).
 *
 * @example hotelFiltersSavedQuery({ ...hotelSearchFiltersDefault, board: ["2"] }) // "?board=2"
 */
export const hotelFiltersSavedQuery = (filters: HotelSearchFilters): string =>
  formatQuery(hotelSearchFiltersToQuery(filters));

/** Reads a saved hotel filter query back; a query the parser refuses gives `null`. Never throws. */
export const hotelFiltersFromSavedQuery = (query: string): HotelSearchFilters | null =>
  filtersFromSavedQuery(query, parseHotelSearchFilters);
