import {
  clearFlightFilters,
  type FlightSearchReply,
  type FlightSearchState,
  withFlightFilters,
  withFlightSorting,
} from "@travesia/core";
import type { ResultsVerbs } from "../results/resultsProduct.js";
import type { FlightResultsActions } from "./flightResultsTypes.js";

/** The flight page's verbs over the engine's (each writes a new URL from the page shown when it runs). */
export const flightResultsActions = ({
  go,
  setPage,
  retry,
}: ResultsVerbs<FlightSearchState, FlightSearchReply>): FlightResultsActions => ({
  // A filter change goes back to page 1 (core's withFlightFilters); the sort is the one given, or the page's.
  setFilters: ({ pagination: _page, sorting, ...change }, sort = "given") =>
    go((at) => ({
      ...at,
      filters: { ...withFlightFilters(at.filters, change), sorting: sort === "given" ? sorting : at.filters.sorting },
    })),
  clearFilters: () => go((at) => ({ ...at, filters: clearFlightFilters(at.filters) })),
  setSort: (sort) => go((at) => ({ ...at, filters: withFlightSorting(at.filters, sort) })),
  setPage,
  retry,
});
