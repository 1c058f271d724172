import * as Result from "effect/Result";
import type { FlightSolution } from "../api/index.js";
import {
  type FlightSearchFilters,
  type FlightSortOrder,
  flightSearchFiltersDefault,
} from "../routes/flightSearchFilters.js";
import { FLIGHT_STOPS_BUCKETS } from "./flightStops.js";
import { type FlightTimetableBounds, flightTimetableBounds } from "./flightTimetable.js";
import { type FlightFilterCriteria, filterFlightSolutions } from "./internal/flightFilterEngine.js";

/**
 * Applying the flight results filters to solutions.
 *
 * Spec 002 §2: "Filters: airlines, baggage allowance, transport type, connections, airports, service class, booking
 * class (B2B only), price range, schedules, and a 'Limpiar Filtros' button. A segment-type filter shows only when a
 * flag enables it. Return schedule filters are hidden for a one-way search." Spec 002 §4: "Filters: any change
 * re-filters; … 'Limpiar Filtros' resets all." Spec 002 §5: a schedule whose from is later than its to "is not
 * applied".
 *
 * Matching rules (core's reading where the spec is silent):
 * - price range and airlines (validating carriers) judge the whole solution; the price is the gross total (else
 *   net) in minor units, and a bound only applies when its currency is unset or the solution's;
 * - every other filter judges each flight of each leg; a leg keeps its matching flights and a solution survives
 *   when every leg keeps one;
 * - lists are "any of" (nothing ticked = no filter); airports: the departure, the arrival and every connection
 *   airport of a flight must be among the ticked ones of that list (a direct flight has no connection);
 * - `segmentsTypes` is the transport filter: Air = every segment by air, Train = some segment by train;
 * - baggage WFBA / NB: the flight's processed baggage, else the solution's;
 * - a schedule window that is not valid (see `flightTimetableIssues`) is not applied.
 */

const boundsOrNull = (read: Result.Result<FlightTimetableBounds | null, unknown>): FlightTimetableBounds | null =>
  Result.isSuccess(read) ? read.success : null;

/** The filter state as matching criteria. */
const criteriaOf = (filters: FlightSearchFilters): FlightFilterCriteria => ({
  airlines: filters.airlines,
  baggage: filters.baggage,
  transport: filters.segmentsTypes,
  stops: filters.stops.map((stops) => FLIGHT_STOPS_BUCKETS[stops] ?? "twoOrMore"),
  airports: filters.airports,
  serviceClass: filters.serviceClass,
  bookingClasses: filters.bookingClasses,
  priceMinimumMinor: filters.priceRange.minimum,
  priceMaximumMinor: filters.priceRange.maximum,
  priceCurrency: filters.priceRange.currency,
  timetable: filters.timetable.map((leg) => ({
    departure: boundsOrNull(flightTimetableBounds(leg.departure)),
    arrival: boundsOrNull(flightTimetableBounds(leg.arrival)),
  })),
});

/**
 * The solutions that pass the filters, in their input order. Trimmed solutions are copies holding only their
 * matching flights; untouched ones are the same objects.
 *
 * Never throws, whatever a plain JavaScript caller hands over: an entry that is not a solution the filters can read
 * (reading it throws) passes no filter and is dropped; a filter state that cannot be read passes nothing (`[]`), as
 * does a `solutions` that is not an array. Entries are not checked against the reply's shape (its decoder does that,
 * and a check per entry would cost more than the filters): with no filter set, an entry with legs of flights passes.
 *
 * @example applyFlightFilters(solutions, { ...flightSearchFiltersDefault, stops: [0], baggage: "WFBA" })
 * @example applyFlightFilters([{}, null], flightSearchFiltersDefault) // []
 */
export const applyFlightFilters = <S extends FlightSolution>(
  solutions: readonly S[],
  filters: FlightSearchFilters,
): S[] => {
  if (!Array.isArray(solutions)) return [];
  let criteria: FlightFilterCriteria;
  try {
    criteria = criteriaOf(filters);
  } catch {
    return [];
  }
  return filterFlightSolutions(solutions, criteria);
};

/**
 * 'Limpiar Filtros': every filter back to its default and page 1; the chosen sort stays.
 *
 * @example clearFlightFilters(filters).airlines // []
 */
export const clearFlightFilters = (filters: FlightSearchFilters): FlightSearchFilters => ({
  ...flightSearchFiltersDefault,
  sorting: filters.sorting,
});

/**
 * A filter change: the new values, and back to page 1 (spec 001 §4: "changing a filter resets page to 1").
 *
 * @example withFlightFilters(filters, { baggage: "NB" }).pagination.currentPage // 1
 */
export const withFlightFilters = (
  filters: FlightSearchFilters,
  change: Partial<Omit<FlightSearchFilters, "pagination" | "sorting">>,
): FlightSearchFilters => ({ ...filters, ...change, pagination: { currentPage: 1 } });

/** A sort change: keeps the filters, back to page 1. */
export const withFlightSorting = (filters: FlightSearchFilters, sorting: FlightSortOrder): FlightSearchFilters => ({
  ...filters,
  sorting,
  pagination: { currentPage: 1 },
});
