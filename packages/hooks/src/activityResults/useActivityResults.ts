import {
  type ActivityFilterFacet,
  type ActivitySort,
  type ActivitySummary,
  activityFilterPanel,
  activityFiltersDefault,
  activityFiltersToggled,
  applyActivityFilters,
  listPage,
  sortActivities,
} from "@travesia/core";
import { useMemo } from "react";
import { useResultsEngine } from "../results/useResultsEngine.js";
import { activityResults } from "./activityResultsProduct.js";
import type { ActivityResultsResult } from "./activityResultsTypes.js";

export type { ActivityResultsResult } from "./activityResultsTypes.js";

/** Activities per results page (ours: the specs give none for activities). */
export const ACTIVITIES_PER_PAGE = 10;

const ERRORS = { invalid: { key: "activity.urlInvalid" }, error: { key: "activity.searchFailed" } } as const;
const NONE: readonly ActivitySummary[] = [];

/**
 * The activity results page on the results engine: the URL is the state (core's `parseActivityResultsUrl`), one
 * search call per search, and core's filters, counts, sort and pages over its reply. Every verb writes a new URL.
 *
 * @example const results = useActivityResults(location.pathname + location.search, navigate);
 */
export const useActivityResults = (
  url: string,
  navigate: (url: string) => void | Promise<void>,
): ActivityResultsResult => {
  const { status, page, reply, updating, verbs } = useResultsEngine(activityResults, { url, navigate });
  const all = reply?.activities ?? NONE;
  const filters = page?.filters ?? activityFiltersDefault;
  const sort = page?.sort ?? "recommended";
  const derived = useMemo(() => {
    const shown = listPage(
      sortActivities(applyActivityFilters(all, filters), sort),
      page?.page ?? 1,
      ACTIVITIES_PER_PAGE,
    );
    return { ...shown, panel: activityFilterPanel(all, filters) };
  }, [all, filters, sort, page?.page]);
  const actions = useMemo(
    () => ({
      toggle: (facet: ActivityFilterFacet, code: string, checked: boolean) =>
        verbs.go((at) => ({ ...at, page: 1, filters: activityFiltersToggled(at.filters, facet, code, checked) })),
      clearFilters: () => verbs.go((at) => ({ ...at, page: 1, filters: activityFiltersDefault })),
      setSort: (next: ActivitySort) => verbs.go((at) => ({ ...at, page: 1, sort: next })),
      setPage: verbs.setPage,
      retry: verbs.retry,
    }),
    [verbs],
  );
  return {
    status,
    data: {
      page,
      destinationName: page?.destinationName || reply?.destination?.name || "",
      activities: derived.items,
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
