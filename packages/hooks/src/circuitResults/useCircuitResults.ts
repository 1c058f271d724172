import {
  applyCircuitFilters,
  type CircuitFilterFacet,
  type CircuitSort,
  type CircuitSummary,
  circuitFilterPanel,
  circuitFiltersDefault,
  circuitFiltersToggled,
  listPage,
  sortCircuits,
} from "@travesia/core";
import { useMemo } from "react";
import { useResultsEngine } from "../results/useResultsEngine.js";
import { circuitResults } from "./circuitResultsProduct.js";
import type { CircuitResultsResult } from "./circuitResultsTypes.js";

export type { CircuitResultsResult } from "./circuitResultsTypes.js";

/** Circuits per results page (ours: the specs give none for circuits). */
export const CIRCUITS_PER_PAGE = 8;

const ERRORS = { invalid: { key: "circuit.urlInvalid" }, error: { key: "circuit.searchFailed" } } as const;
const NONE: readonly CircuitSummary[] = [];

/**
 * The circuit results page on the results engine: the URL is the state (core's `parseCircuitResultsUrl`), one
 * search call per search, and core's filters, counts, sort and pages over its reply. Every verb writes a new URL.
 *
 * @example const results = useCircuitResults(location.pathname + location.search, navigate);
 */
export const useCircuitResults = (
  url: string,
  navigate: (url: string) => void | Promise<void>,
): CircuitResultsResult => {
  const { status: engineStatus, page, reply, updating, verbs } = useResultsEngine(circuitResults, { url, navigate });
  const all = reply?.circuits ?? NONE;
  const filters = page?.filters ?? circuitFiltersDefault;
  const sort = page?.sort ?? "recommended";
  const derived = useMemo(() => {
    const shown = listPage(sortCircuits(applyCircuitFilters(all, filters), sort), page?.page ?? 1, CIRCUITS_PER_PAGE);
    return { ...shown, panel: circuitFilterPanel(all, filters) };
  }, [all, filters, sort, page?.page]);
  const actions = useMemo(
    () => ({
      toggle: (facet: CircuitFilterFacet, code: string, checked: boolean) =>
        verbs.go((at) => ({ ...at, page: 1, filters: circuitFiltersToggled(at.filters, facet, code, checked) })),
      clearFilters: () => verbs.go((at) => ({ ...at, page: 1, filters: circuitFiltersDefault })),
      setSort: (next: CircuitSort) => verbs.go((at) => ({ ...at, page: 1, sort: next })),
      setPage: verbs.setPage,
      retry: verbs.retry,
    }),
    [verbs],
  );
  const status = engineStatus;
  return {
    status,
    data: {
      page,
      areaName: page?.areaName || reply?.area?.name || "",
      circuits: derived.items,
      total: derived.total,
      pagination: derived.pagination,
      panel: derived.panel,
      filters,
      sort,
      updating,
    },
    error: status === "invalid" || status === "error" ? ERRORS[status] : null,
    actions,
  };
};
