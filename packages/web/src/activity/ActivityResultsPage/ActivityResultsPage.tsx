import {
  ACTIVITY_SORTS,
  type ActivitySort,
  type ActivitySummary,
  activityCodeKey,
  type MessageKey,
  type PaginationView,
  type ResultsStatus,
} from "@travesia/core";
import type { ReactNode } from "react";
import { ListResultsPage } from "../../shared/results/ListResultsPage/ListResultsPage";
import { ActivityCard } from "../ActivityCard/ActivityCard";
import { useActivityT } from "../useActivityT";

/** Props of the stateless {@link ActivityResultsPage}. */
export interface ActivityResultsPageProps {
  readonly status: ResultsStatus;
  readonly errorKey: MessageKey | null;
  readonly destinationName: string;
  readonly activities: readonly ActivitySummary[];
  readonly total: number;
  readonly pagination: PaginationView;
  readonly sort: ActivitySort;
  /** The filter panel (core's sections on the list-results frame, folded on a phone). */
  readonly filters: ReactNode;
  readonly detailHref: (activity: ActivitySummary) => string;
  readonly homeHref: string;
  readonly onSort: (sort: ActivitySort) => void;
  readonly onPage: (page: number) => void;
  readonly onRetry: () => void;
  readonly onClearFilters: () => void;
}

/**
 * The activity results page on the list-results frame: heading, count and sort, the filters, a page of activity
 * cards linking to their detail and the pager; the frame's states in the activity's words.
 */
export const ActivityResultsPage = (props: ActivityResultsPageProps) => {
  const t = useActivityT();
  return (
    <ListResultsPage
      id="activity"
      status={props.status}
      title={
        props.destinationName === ""
          ? t("shell.productActivities")
          : t("activity.resultsTitle", { name: props.destinationName })
      }
      texts={{
        product: t("shell.productActivities"),
        urlInvalid: t("activity.urlInvalid"),
        failed: t(props.errorKey ?? "activity.searchFailed"),
        retry: t("bundleResults.retry"),
        empty: t("activity.noResults"),
        filteredOut: t("activity.noResults"),
        count: t("activity.count", { count: props.total }),
        sortLabel: t("shell.sortBy"),
      }}
      sort={{
        value: props.sort,
        orders: ACTIVITY_SORTS,
        label: (sort) => t(activityCodeKey("sort", sort)),
        onChange: props.onSort,
      }}
      filters={props.filters}
      items={props.activities}
      itemKey={(activity) => activity.id}
      card={(activity) => <ActivityCard activity={activity} href={props.detailHref(activity)} />}
      pagination={props.pagination}
      homeHref={props.homeHref}
      onPage={props.onPage}
      onRetry={props.onRetry}
      onClearFilters={props.onClearFilters}
    />
  );
};
