import {
  ACTIVITIES_PER_PAGE,
  type ActivityFilterFacet,
  type ActivityResultsPage,
  type ActivitySearchReply,
  type ActivitySort,
  type ActivitySummary,
  activityAccess,
  activityFilterPanel,
  activityFiltersDefault,
  activityFiltersToggled,
  activityResultsDestinationName,
  activityResultsOrder,
} from "@travesia/core";
import { useMemo } from "react";
import type { PortalWorld } from "../provider/PortalProvider.js";
import { prefetchFirstResults } from "../results/firstResults.js";
import type { ListRules } from "../results/listRules.js";
import { useListResults } from "../results/useListResults.js";
import { userLoaded } from "../session/loadUser.js";
import { activityResults } from "./activityResultsProduct.js";
import type { ActivityResultsResult } from "./activityResultsTypes.js";

export type { ActivityResultsResult } from "./activityResultsTypes.js";

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
  shown: (all, _page, filters, sort) => activityResultsOrder(all, filters, sort),
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
      destinationName: activityResultsDestinationName(page, reply),
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

/**
 * The activity results page's first calls, started by the portal's entry before the page's first render: the user
 * (the page's gate reads the record: core's `activityAccess`), then, for a user offered activities, the URL's search
 * (`prefetchFirstResults`; the shell's first script may have sent it already, and it is taken). Settles when both
 * have. With their replies in the document, the first render draws the answered page.
 *
 * @example void prefetchActivityResults(world, location.pathname + location.search);
 */
export const prefetchActivityResults = async (world: PortalWorld, url: string): Promise<void> => {
  await userLoaded(world);
  const { status, user } = world.stores.user.getState();
  if (activityAccess(status, user?.allowedProducts ?? []) === "offered")
    await prefetchFirstResults(world, activityResults, url);
};
