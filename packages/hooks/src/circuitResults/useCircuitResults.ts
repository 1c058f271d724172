import {
  CIRCUITS_PER_PAGE,
  type CircuitFilterFacet,
  type CircuitResultsPage,
  type CircuitSearchReply,
  type CircuitSort,
  type CircuitSummary,
  circuitFilterPanel,
  circuitFiltersDefault,
  circuitFiltersToggled,
  circuitResultsAreaName,
  circuitResultsOrder,
} from "@travesia/core";
import { useMemo } from "react";
import type { ListRules } from "../results/listRules.js";
import { useListResults } from "../results/useListResults.js";
import { circuitResults } from "./circuitResultsProduct.js";
import type { CircuitResultsResult } from "./circuitResultsTypes.js";

export type { CircuitResultsResult } from "./circuitResultsTypes.js";

const CIRCUIT_LIST: ListRules<
  CircuitResultsPage,
  CircuitSearchReply,
  CircuitSummary,
  CircuitResultsPage["filters"],
  CircuitSort,
  ReturnType<typeof circuitFilterPanel>
> = {
  items: (reply) => reply.circuits,
  defaults: { filters: circuitFiltersDefault, sort: "recommended" },
  shown: (all, _page, filters, sort) => circuitResultsOrder(all, filters, sort),
  panel: (all, _page, filters) => circuitFilterPanel(all, filters),
  perPage: CIRCUITS_PER_PAGE,
  errors: { invalid: { key: "circuit.urlInvalid" }, error: { key: "circuit.searchFailed" } },
};

/**
 * The circuit results page on the results engine (`useListResults`): the URL is the state (core's
 * `parseCircuitResultsUrl`), one search call per search, and core's filters, counts, sort and pages over its reply.
 *
 * @example const results = useCircuitResults(location.pathname + location.search, navigate);
 */
export const useCircuitResults = (
  url: string,
  navigate: (url: string) => void | Promise<void>,
): CircuitResultsResult => {
  const list = useListResults(circuitResults, CIRCUIT_LIST, url, navigate);
  const { changeFilters, clearFilters, setSort, setPage, retry } = list.actions;
  const actions = useMemo(
    () => ({
      toggle: (facet: CircuitFilterFacet, code: string, checked: boolean) =>
        changeFilters((filters) => circuitFiltersToggled(filters, facet, code, checked)),
      clearFilters,
      setSort,
      setPage,
      retry,
    }),
    [changeFilters, clearFilters, setSort, setPage, retry],
  );
  const { page, reply, items, total, pagination, panel, filters, sort, updating } = list;
  return {
    status: list.status,
    data: {
      page,
      areaName: circuitResultsAreaName(page, reply),
      circuits: items,
      total,
      pagination,
      panel,
      filters,
      sort,
      updating,
    },
    error: list.error,
    actions,
  };
};
