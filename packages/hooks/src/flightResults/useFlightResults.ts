import {
  buildFlightResultsUrl,
  type FlightSolution,
  flightFiltersFromSavedQuery,
  flightFiltersSavedQuery,
  flightFiltersScope,
  flightSearchFiltersDefault,
  flightSearchFormValues,
} from "@travesia/core";
import { useMemo } from "react";
import { useResultsEngine } from "../results/useResultsEngine.js";
import { useResultsFiltersMemory } from "../session/useResultsFiltersMemory.js";
import { flightResultsActions } from "./flightResultsActions.js";
import { flightResults } from "./flightResultsProduct.js";
import type { FlightResultsResult } from "./flightResultsTypes.js";
import { useFlightCards } from "./useFlightCards.js";
import { useFlightPanel } from "./useFlightPanel.js";
import { useSearchViewer } from "./useSearchViewer.js";

export type * from "./flightResultsTypes.js";

const ERRORS = { invalid: { key: "flightResults.urlInvalid" }, error: { key: "flight.searchFailed" } } as const;
const NO_SOLUTIONS: readonly FlightSolution[] = [];

/**
 * The flight results page (spec 002 §2) on the results engine: the friendly URL read with core's
 * `parseFlightSearchUrl`, the search call, the cards (core's `flightCardView`), the panel (core's `flightFilterPanel`,
 * `flightPanelOptionsFromReply`). `url` is the page's path and query; `navigate` writes a new one (a router's promise,
 * when it returns one, is awaited: the input's values are shown until the new URL is drawn); `viewportWidth` picks
 * the panel's variant. The search waits for the viewer's kind: keyed by a guess, an agent's search could go out twice.
 *
 * @example const results = useFlightResults(location.pathname + location.search, navigate);
 */
export const useFlightResults = (
  url: string,
  navigate: (url: string) => void | Promise<void>,
  viewportWidth = 1280,
): FlightResultsResult => {
  const viewer = useSearchViewer();
  const isAgent = viewer === "B2B";
  const engine = useResultsEngine(flightResults, { url, navigate, scope: viewer });
  const { status, page, reply, stale, updating, verbs } = engine;
  const filters = page?.filters ?? flightSearchFiltersDefault;
  // Shared across URLs by the engine: a filter click keeps the search, so the form and date grid are not drawn again.
  const search = page?.search ?? null;
  // Saved search filters (spec 000 §4): a new search gets the last back once; its query and key made as they change.
  const savedQuery = useMemo(() => flightFiltersSavedQuery(filters), [filters]);
  const searchKey = useMemo(() => (search === null ? "" : buildFlightResultsUrl(search)), [search]);
  useResultsFiltersMemory({
    product: "flight",
    scope: search === null ? null : flightFiltersScope(search),
    searchKey,
    query: savedQuery,
    apply: (saved) => {
      const reused = flightFiltersFromSavedQuery(saved);
      if (reused !== null) verbs.go((at) => ({ ...at, filters: reused }));
    },
  });
  const flights = reply?.flights;
  const solutions = flights?.solutions ?? NO_SOLUTIONS;
  const cardAt = useFlightCards(solutions, isAgent);
  const total = reply?.xTotalCount ?? solutions.length;
  const { panel, options, panelFilters } = useFlightPanel(
    viewportWidth,
    isAgent,
    search?.oneWay ?? true,
    filters,
    reply,
  );
  // A search sent from the form starts sorted by price (spec 002 §9's default), so the form holds that sort.
  const form = useMemo(
    () => (search === null ? null : flightSearchFormValues(search, flightSearchFiltersDefault.sorting)),
    [search],
  );
  const actions = useMemo(() => flightResultsActions(verbs), [verbs]);
  const data = useMemo(
    () => ({
      search,
      filters,
      panelFilters,
      form,
      cardAt,
      solutions,
      totalCount: total,
      // The page asked for, until its reply is shown.
      page:
        updating || stale
          ? filters.pagination.currentPage
          : (flights?.filters?.pagination?.currentPage ?? filters.pagination.currentPage),
      countPages: flights?.filters?.pagination?.countPages ?? 1,
      panel,
      options,
      isAgent,
      searchDestinationId: flights?.searchDestinationId ?? null,
      updating,
    }),
    [search, filters, panelFilters, form, cardAt, solutions, total, updating, stale, flights, panel, options, isAgent],
  );
  return { status, data, error: status === "invalid" || status === "error" ? ERRORS[status] : null, actions };
};
