import {
  ACTIVITY_SORTS,
  type ActivitySort,
  type ActivitySummary,
  activityCodeKey,
  type MessageKey,
} from "@travesia/core";
import { type ListResultsCommon, ListResultsPage } from "../../shared/results/ListResultsPage/ListResultsPage";
import { ActivityCard } from "../ActivityCard/ActivityCard";
import { useActivityT } from "../useActivityT";

/** Props of the stateless {@link ActivityResultsPage}. */
export interface ActivityResultsPageProps extends ListResultsCommon {
  readonly errorKey: MessageKey | null;
  readonly destinationName: string;
  readonly activities: readonly ActivitySummary[];
  readonly total: number;
  readonly sort: ActivitySort;
  readonly detailHref: (activity: ActivitySummary) => string;
  readonly onSort: (sort: ActivitySort) => void;
}

/**
 * The activity results page on the list-results frame: heading, count and sort, the filters, a page of activity
 * cards linking to their detail and the pager; the frame's states in the activity's words.
 */
export const ActivityResultsPage = (props: ActivityResultsPageProps) => {
  const t = useActivityT();
  return (
    <ListResultsPage
      {...props}
      id="activity"
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
      items={props.activities}
      itemKey={(activity) => activity.id}
      card={(activity) => <ActivityCard activity={activity} href={props.detailHref(activity)} />}
    />
  );
};
