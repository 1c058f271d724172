import type { FlightSolution } from "../api/index.js";
import type { FlightSearchFilters } from "../routes/flightSearchFilters.js";
import { type PaginationSlice, paginationSlice } from "../search/pagination.js";
import { applyFlightFilters } from "./applyFlightFilters.js";
import { type FlightPanelOptions, flightFilterOptions } from "./flightFilterOptions.js";
import { sortFlightSolutions } from "./flightSort.js";

/**
 * One page of flight results for a filter state: filter, sort, then paginate; the panel's options come from every
 * solution (so a ticked option never disappears from the panel).
 *
 * Spec 002 §4: "Filters: any change re-filters"; §2 sort 'orderby'; spec 002 §3 "pagination {currentPage,
 * countPages}". The page size is the caller's (the spec does not fix one for flights).
 */
export interface FlightResultsPage<S extends FlightSolution> extends PaginationSlice<S> {
  readonly options: FlightPanelOptions;
}

/**
 * Filters, sorts and cuts one page.
 *
 * @example flightResultsPage(solutions, { ...flightSearchFiltersDefault, stops: [0] }, 20).countPages
 */
export const flightResultsPage = <S extends FlightSolution>(
  solutions: readonly S[],
  filters: FlightSearchFilters,
  pageSize: number,
): FlightResultsPage<S> => ({
  ...paginationSlice(
    sortFlightSolutions(applyFlightFilters(solutions, filters), filters.sorting),
    filters.pagination.currentPage,
    pageSize,
  ),
  options: flightFilterOptions(solutions),
});
