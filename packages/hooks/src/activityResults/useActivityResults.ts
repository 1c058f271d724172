import {
  type ActivityFilterFacet,
  type ActivityResultsPage,
  type ActivitySearchReply,
  type ActivitySort,
  type ActivitySummary,
  activityFilterPanel,
  activityFiltersDefault,
  activityFiltersToggled,
  applyActivityFilters,
  sortActivities,
} from "@travesia/core";
import { useMemo } from "react";
import type { ListRules } from "../results/listRules.js";
import { useListResults } from "../results/useListResults.js";
import { activityResults } from "./activityResultsProduct.js";
import type { ActivityResultsResult } from "./activityResultsTypes.js";

export type { ActivityResultsResult } from "./activityResultsTypes.js";

/** Activities per results page (ours: the specs give none for activities). */
export const ACTIVITIES_PER_PAGE = 10;

const ACTIVITY_LIST: ListRules<
  ActivityResultsPage,
  ActivitySearchReply,
  ActivitySummary,
  ActivityResultsPage["filters"],
  ActivitySort,
  ReturnType<typeof activityFilterPanel>
> = {
  items: (reply) => reply.activities,
  defaults: { filters: activityFiltersDefault, sort: "recommended" },
  shown: (all, _page, filters, sort) => sortActivities(applyActivityFilters(all, filters), sort),
  panel: (all, _page, filters) => activityFilterPanel(all, filters),
  perPage: ACTIVITIES_PER_PAGE,
  errors: { invalid: { key: "activity.urlInvalid" }, error: { key: "activity.searchFailed" } },
};

/**
 * The activity results page on the results engine (`useListResults`): the URL is the state (core's
 * `parseActivityResultsUrl`), one search call per search, and core's filters, counts, sort and pages over its reply.
 *
 * @example const results = useActivityResults(location.pathname + location.search, navigate);
 */
export const useActivityResults = (
  url: string,
  navigate: (url: string) => void | Promise<void>,
): ActivityResultsResult => {
  const list = useListResults(activityResults, ACTIVITY_LIST, url, navigate);
  const { changeFilters, clearFilters, setSort, setPage, retry } = list.actions;
  const actions = useMemo(
    () => ({
      toggle: (facet: ActivityFilterFacet, code: string, checked: boolean) =>
        changeFilters((filters) => activityFiltersToggled(filters, facet, code, checked)),
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
      destinationName: page?.destinationName || reply?.destination?.name || "",
      activities: items,
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
