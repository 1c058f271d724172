import type { FlightSearch } from "../routes/flightResultsUrl.js";

/**
 * How the results page offers the date grid (beyond the spec): open at once for a flexible-dates search,
 * as a closed tab on every other round trip, and not at all on a one-way search with fixed dates (one row of
 * neighbouring days is what the flexible search is for).
 *
 * @example flightDateGridPresence({ flexibleDates: false, oneWay: false }) // "tab"
 */
export const flightDateGridPresence = (
  search: Pick<FlightSearch, "flexibleDates" | "oneWay">,
): "open" | "tab" | "none" => (search.flexibleDates ? "open" : search.oneWay ? "none" : "tab");
