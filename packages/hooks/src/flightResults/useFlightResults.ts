import {
  buildFlightResultsUrl,
  buildFlightSearchUrl,
  clearFlightFilters,
  type FlightCardView,
  type FlightSearchFilters,
  flightCardView,
  flightFilterPanel,
  flightFilterPanelVariant,
  flightFiltersFromSavedQuery,
  flightFiltersSavedQuery,
  flightFiltersScope,
  flightPanelOptionsFromReply,
  flightSearchFiltersDefault,
  flightSearchFormValues,
  parseFlightSearchUrl,
  withFlightFilters,
  withFlightSorting,
} from "@travesia/core";
import { Result } from "effect";
import { startTransition, useCallback, useDeferredValue, useMemo, useOptimistic } from "react";
import { useResultsFiltersMemory } from "../session/useResultsFiltersMemory.js";
import type { FlightResultsResult, FlightResultsStatus } from "./flightResultsTypes.js";
import { useFlightSearchQuery, useSegmentTypesFilter } from "./flightSearchQuery.js";
import { useSearchViewer } from "./useSearchViewer.js";

export type * from "./flightResultsTypes.js";

/**
 * The flight results page (spec 002 §2): the friendly URL read with core's `parseFlightSearchUrl`, the search call,
 * the cards (core's `flightCardView`), the panel (core's `flightFilterPanel`, `flightPanelOptionsFromReply`).
 * `url` is the page's path and query; `navigate` writes a new one (a router's promise, when it returns one, is awaited:
 * the input's values are shown until the new URL is drawn); `viewportWidth` picks the panel's variant.
 *
 * @example const results = useFlightResults(location.pathname + location.search, navigate);
 */
export const useFlightResults = (
  url: string,
  navigate: (url: string) => void | Promise<void>,
  viewportWidth = 1280,
): FlightResultsResult => {
  const parsed = useMemo(() => parseFlightSearchUrl(url), [url]);
  const state = Result.isSuccess(parsed) ? parsed.success : null;
  // The search waits for the viewer's kind: keyed by a guess, an agent's first search could go out twice.
  const viewer = useSearchViewer();
  const isAgent = viewer === "B2B";
  const segmentTypes = useSegmentTypesFilter();
  const apiUrl = state === null ? null : buildFlightSearchUrl(state);
  const query = useFlightSearchQuery(apiUrl, viewer);
  const { start } = query;
  // A reply is drawn in the background: the render its arrival asks for (TanStack Query's store updates are urgent)
  // keeps the page as it was, and the page with the reply (the cards, the panel's options) is drawn in a transition,
  // in slices between which the browser gets the main thread. Drawn at once, decoding and drawing a reply were one
  // task of ~200 ms at 4x CPU slowdown on a page load (Lighthouse counts it as blocking time).
  const reply = useDeferredValue(query.reply);
  const drawing = reply !== query.reply;
  const urlFilters = state?.filters ?? flightSearchFiltersDefault;
  // The URL stays the source of truth, but drawing a new URL's page takes a few hundred ms at 4x CPU slowdown: the
  // navigation is a transition, drawn in slices after the input's frame, and meanwhile the filters, sort and page the
  // input asked for are shown at once (a controlled checkbox or select would otherwise flip back until the new URL is
  // drawn). A newer input starts from these shown filters, so two quick clicks compose; once every pending navigation
  // is drawn, the URL's filters are shown again (the same values).
  const [filters, showFilters] = useOptimistic(urlFilters);
  const optimistic = filters !== urlFilters;
  // The new URL's search starts with the click: the request is on its way while the router and React draw the page,
  // whose query (the same URL, so the same key) then waits for it instead of sending it after that render.
  const go = useCallback(
    (next: FlightSearchFilters) => {
      if (state === null) return;
      const nextUrl = buildFlightSearchUrl({ search: state.search, filters: next });
      start(nextUrl);
      startTransition(async () => {
        showFilters(next);
        // The router draws the new URL in its own transition, started before its promise settles: React keeps it
        // entangled with this action, so the shown filters stay until that render commits.
        await navigate(nextUrl);
      });
    },
    [state, navigate, start, showFilters],
  );
  // The saved search filters (spec 000 §4): a new search of the same route, sent from the results page's form, gets
  // the last filters back once; the URL's filters are saved as they change.
  useResultsFiltersMemory({
    product: "flight",
    scope: state === null ? null : flightFiltersScope(state.search),
    searchKey: state === null ? "" : buildFlightResultsUrl(state.search),
    query: state === null ? "" : flightFiltersSavedQuery(state.filters),
    apply: (saved) => {
      const reused = flightFiltersFromSavedQuery(saved);
      if (reused !== null) go(reused);
    },
  });
  const flights = reply?.flights;
  const solutions = flights?.solutions ?? [];
  // A reply holds a page of solutions and the virtualised list draws the 2 to 4 near the viewport: each card is built
  // when first drawn (a page of cards took ~25 ms of a filter click's main thread at 4x CPU slowdown), then kept for
  // this reply so that a drawn card keeps its props.
  const cardAt = useMemo(() => {
    const built = new Map<number, FlightCardView>();
    return (index: number): FlightCardView | undefined => {
      const solution = solutions[index];
      if (solution === undefined) return undefined;
      const card = built.get(index) ?? flightCardView(solution, isAgent);
      built.set(index, card);
      return card;
    };
  }, [solutions, isAgent]);
  const total = reply?.xTotalCount ?? solutions.length;
  const replyOptions = useMemo(() => flightPanelOptionsFromReply(flights?.filters, total), [flights?.filters, total]);
  // The options come from every solution, so a filter or sort click gets the same ones back in a new reply; the search
  // lives in the URL's path, so a click changes only its query. Kept by value (their JSON), both keep their identity:
  // the memoised filter panel and date grid are not drawn again while the list changes.
  const optionsJson = JSON.stringify(replyOptions);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the options' JSON is their value
  const options = useMemo(() => replyOptions, [optionsJson]);
  const searchJson = state === null ? "" : JSON.stringify(state.search);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the search's JSON is its value
  const search = useMemo(() => state?.search ?? null, [searchJson]);
  const oneWay = state?.search.oneWay ?? true;
  const variant = flightFilterPanelVariant(viewportWidth);
  const panel = useMemo(
    () => flightFilterPanel({ variant, b2b: isAgent, segmentTypesEnabled: segmentTypes, oneWay }),
    [variant, isAgent, segmentTypes, oneWay],
  );
  const status: FlightResultsStatus =
    state === null
      ? "invalid"
      : query.failed
        ? "error"
        : reply === undefined
          ? "loading"
          : total === 0
            ? "empty"
            : "ready";
  return {
    status,
    data: {
      search,
      filters,
      // A search sent from the form starts sorted by price (its target carries no sort, spec 002 §9's default), so
      // the form holds that sort, not the page's: a sort click leaves the form (drawn again when its values change)
      // as it is.
      form: state === null ? null : flightSearchFormValues(state.search, flightSearchFiltersDefault.sorting),
      cardAt,
      solutions,
      totalCount: total,
      // The page asked for, until its reply is shown.
      page:
        optimistic || query.stale
          ? filters.pagination.currentPage
          : (flights?.filters?.pagination?.currentPage ?? filters.pagination.currentPage),
      countPages: flights?.filters?.pagination?.countPages ?? 1,
      panel,
      options,
      isAgent,
      searchDestinationId: flights?.searchDestinationId ?? null,
      updating: query.fetching || optimistic || drawing,
    },
    error:
      status === "invalid"
        ? { key: "flightResults.urlInvalid" }
        : status === "error"
          ? { key: "flight.searchFailed" }
          : null,
    actions: {
      // A filter change goes back to page 1 (core's withFlightFilters); the sort stays as given.
      setFilters: ({ pagination: _page, sorting, ...change }) => go({ ...withFlightFilters(filters, change), sorting }),
      clearFilters: () => go(clearFlightFilters(filters)),
      setSort: (sort) => go(withFlightSorting(filters, sort)),
      setPage: (page) => go({ ...filters, pagination: { currentPage: page } }),
      retry: query.retry,
    },
  };
};
