import type {
  ActivityFilterFacet,
  ActivityFilterSection,
  ActivityFilters,
  ActivityResultsPage,
  ActivitySort,
  ActivitySummary,
  PaginationView,
  ResultsStatus,
} from "@travesia/core";
import type { HookResult } from "../common/hookResult.js";

/** What {@link useActivityResults} returns. */
export type ActivityResultsResult = HookResult<
  ResultsStatus,
  {
    readonly page: ActivityResultsPage | null;
    readonly destinationName: string;
    readonly activities: readonly ActivitySummary[];
    readonly total: number;
    readonly pagination: PaginationView;
    readonly panel: readonly ActivityFilterSection[];
    readonly filters: ActivityFilters;
    readonly sort: ActivitySort;
    readonly updating: boolean;
  },
  {
    readonly toggle: (facet: ActivityFilterFacet, code: string, checked: boolean) => void;
    readonly clearFilters: () => void;
    readonly setSort: (sort: ActivitySort) => void;
    readonly setPage: (page: number) => void;
    readonly retry: () => void;
  }
>;
