import {
  applyFlightFilters,
  buildFlightResultsUrl,
  buildFlightSearchUrl,
  type FlightSearchReply,
  type FlightSearchState,
  flightSearchEndpoint,
  optimisticListShown,
  optimisticTotal,
  parseFlightSearchUrl,
  sortFlightSolutions,
} from "@travesia/core";
import { Result } from "effect";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import type { ResultsProduct } from "../results/resultsProduct.js";

/**
 * Flight results for the results engine (spec 002 §2, §7): the friendly URL read with core's `parseFlightSearchUrl`
 * (the page URL is the search call's URL), `POST /api/v1/flights/search` with `{url}`, answered at once; a
 * `done: false` reply is a failed search.
 */
export const flightResults: ResultsProduct<FlightSearchState, FlightSearchReply> = {
  name: "flightSearch",
  read: (url) => {
    const read = parseFlightSearchUrl(url);
    return Result.isSuccess(read) ? read.success : null;
  },
  searchUrl: buildFlightSearchUrl,
  pageUrl: buildFlightSearchUrl,
  searchId: (page) => buildFlightResultsUrl(page.search),
  withPage: (page, to) => ({ ...page, filters: { ...page.filters, pagination: { currentPage: to } } }),
  fetch: (world, url, signal, priority) =>
    fetchEndpoint(world.api, flightSearchEndpoint, [], { body: { url }, signal, ...(priority && { priority }) }),
  count: (reply) => reply.xTotalCount ?? reply.flights?.solutions.length ?? 0,
  failed: (reply) => reply.done === false,
  // A filter or sort change of the same search (page 1): core's filters and sort over the solutions held.
  ahead: (held, from, to) => {
    const flights = held.flights;
    if (flights === undefined || to.filters.pagination.currentPage !== 1) return null;
    if (buildFlightResultsUrl(from.search) !== buildFlightResultsUrl(to.search)) return null;
    return () => {
      const solutions = sortFlightSolutions(applyFlightFilters(flights.solutions, to.filters), to.filters.sorting);
      // None of one page of more: the page waits for the reply rather than empty the list and fill it again.
      if (!optimisticListShown(held.xTotalCount, flights.solutions.length, solutions.length)) return null;
      // The header's count: the guess's when the reply held every solution, else the held total until the reply.
      const total = optimisticTotal(held.xTotalCount, flights.solutions.length, solutions.length);
      return { ...held, flights: { ...flights, solutions }, xTotalCount: total ?? held.xTotalCount };
    };
  },
  items: (reply) => reply.flights?.solutions ?? [],
};
