import type {
  CircuitFilterFacet,
  CircuitFilterSection,
  CircuitFilters,
  CircuitResultsPage,
  CircuitSort,
  CircuitSummary,
  PaginationView,
  ResultsStatus,
} from "@travesia/core";
import type { HookResult } from "../common/hookResult.js";

/** What {@link useCircuitResults} returns. */
export type CircuitResultsResult = HookResult<
  ResultsStatus,
  {
    readonly page: CircuitResultsPage | null;
    /** The area's name: the URL's, else the reply's (a region's own text). */
    readonly areaName: string;
    readonly circuits: readonly CircuitSummary[];
    readonly total: number;
    readonly pagination: PaginationView;
    readonly panel: readonly CircuitFilterSection[];
    readonly filters: CircuitFilters;
    readonly sort: CircuitSort;
    readonly updating: boolean;
  },
  {
    readonly toggle: (facet: CircuitFilterFacet, code: string, checked: boolean) => void;
    readonly clearFilters: () => void;
    readonly setSort: (sort: CircuitSort) => void;
    readonly setPage: (page: number) => void;
    readonly retry: () => void;
  }
>;
