import {
  type HotelSearchFilters,
  type HotelSearchReply,
  hotelFiltersGoToPage,
  hotelOptimisticClusters,
  hotelSearchClusters,
  hotelSearchEndpoint,
  houseSearchEndpoint,
  optimisticListShown,
  optimisticTotal,
  paginationView,
} from "@travesia/core";
import { Result } from "effect";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import type { ResultsProduct } from "../results/resultsProduct.js";
import { useProgressiveRun } from "../results/useProgressiveRun.js";
import { type ResultsKind, type ResultsUrlState, readResultsUrl } from "./resultsUrl.js";

/** The pages of a reply as the pager counts them (a reply without hotels has none). */
export const hotelReplyLastPage = (reply: HotelSearchReply | undefined, currentPage: number): number => {
  const countPages =
    reply === undefined || hotelSearchClusters(reply).length === 0 ? 0 : reply.filters?.pagination?.countPages;
  return paginationView(currentPage, countPages ?? 0).lastPage;
};

/** The page with other filters; the parsed hotel search (the rates tab's) holds them too. */
export const withHotelFilters = (page: ResultsUrlState, filters: HotelSearchFilters): ResultsUrlState => ({
  ...page,
  filters,
  hotelSearch: page.hotelSearch === null ? null : { ...page.hotelSearch, filters },
});

const product = (kind: ResultsKind): ResultsProduct<ResultsUrlState, HotelSearchReply> => ({
  name: kind === "hotel" ? "hotelSearch" : "houseSearch",
  read: (url) => {
    const read = readResultsUrl(kind, url);
    return Result.isSuccess(read) ? read.success : null;
  },
  searchUrl: (page) => page.searchUrlOf(page.filters),
  pageUrl: (page) => page.pageUrl(page.filters, page.extras),
  searchId: (page) => page.searchId,
  withPage: (page, to, reply) =>
    withHotelFilters(
      page,
      hotelFiltersGoToPage(page.filters, to, hotelReplyLastPage(reply, page.filters.pagination.currentPage)),
    ),
  // `POST /api/v1/hotels/search` (or `/api/v1/houses/search`) with `progressiveResults=true` (spec 001 §4).
  fetch: (world, url, signal, priority) =>
    fetchEndpoint(world.api, kind === "hotel" ? hotelSearchEndpoint : houseSearchEndpoint, [], {
      body: { url, progressiveResults: true },
      signal,
      ...(priority && { priority }),
    }),
  // A filter or sort change of the same search (page 1): core's guess from the hotels of the page held.
  ahead: (held, from, to) => {
    const heldHotels = held.hotels;
    if (to.searchId !== from.searchId || to.filters.pagination.currentPage !== 1 || !Array.isArray(heldHotels))
      return null;
    return () => {
      const hotels = hotelOptimisticClusters(heldHotels, to.filters, from.filters.sorting.sortFieldName);
      // Null when the clusters cannot say, or when none of one page of more matches (the list would empty, then fill).
      if (hotels === null || !optimisticListShown(held.xTotalCount, heldHotels.length, hotels.length)) return null;
      // The header's count: the guess's when the reply held every hotel, else the held total until the reply.
      const total = optimisticTotal(held.xTotalCount, heldHotels.length, hotels.length);
      return { ...held, hotels: [...hotels], xTotalCount: total ?? held.xTotalCount };
    };
  },
  items: hotelSearchClusters,
  count: (reply) => hotelSearchClusters(reply).length,
  failed: () => false,
  progressive: {
    progress: (reply) => ({ pending: reply.xPendingResults, ttl: reply.ttl ?? null }),
    useRun: useProgressiveRun,
  },
});

/** Hotel results for the results engine: core's hotel results URL, `POST /api/v1/hotels/search`, progressive. */
export const hotelResults = product("hotel");
/** Holiday-house results: the same over `POST /api/v1/houses/search`. */
export const houseResults = product("house");
