import {
  ACTIVITY_SORTS,
  type ActivityCardTexts,
  type ActivitySort,
  type ActivitySummary,
  activityCodeKey,
  activityResultsTitle,
  type MessageKey,
} from "@travesia/core";
import type { ReactNode } from "react";
import { type ListResultsCommon, ListResultsPage } from "../../shared/results/ListResultsPage/ListResultsPage";
import {
  LIST_RESULTS_STAND_IN,
  standInFilters,
  standInNoop,
} from "../../shared/results/ListResultsPage/listResultsStandIn";
import { ActivityCard, ActivityCardView } from "../ActivityCard/ActivityCard";
import { ActivityFilterPanel } from "../ActivityFilterPanel/ActivityFilterPanel";
import { useActivityT } from "../useActivityT";

/** Props of {@link ActivityResultsFrame}: the page's texts as they are shown, and its cards. */
interface ActivityResultsFrameProps<T> extends ListResultsCommon {
  readonly errorKey: MessageKey | null;
  readonly title: string;
  /** '12 actividades'. */
  readonly count: string;
  readonly sort: ActivitySort;
  readonly onSort: (sort: ActivitySort) => void;
  readonly items: readonly T[];
  readonly itemKey: (item: T) => string;
  readonly card: (item: T, index: number) => ReactNode;
}

/**
 * The activity results page on the list-results frame, in the activity's words: heading, count and sort, the
 * filters, a page of cards and the pager; the frame's states. Drawn by the page and by the shell's stand-in.
 */
const ActivityResultsFrame = <T,>(props: ActivityResultsFrameProps<T>) => {
  const t = useActivityT();
  return (
    <ListResultsPage
      {...props}
      id="activity"
      texts={{
        product: t("shell.productActivities"),
        urlInvalid: t("activity.urlInvalid"),
        failed: t(props.errorKey ?? "activity.searchFailed"),
        retry: t("bundleResults.retry"),
        empty: t("activity.noResults"),
        filteredOut: t("activity.noResults"),
        count: props.count,
        sortLabel: t("shell.sortBy"),
      }}
      sort={{
        value: props.sort,
        orders: ACTIVITY_SORTS,
        label: (sort) => t(activityCodeKey("sort", sort)),
        onChange: props.onSort,
      }}
    />
  );
};

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
 * The activity results page: its heading (the destination's name, or the product's while the search names none),
 * the count, and a page of activity cards linking to their detail.
 */
export const ActivityResultsPage = ({
  destinationName,
  activities,
  total,
  detailHref,
  ...rest
}: ActivityResultsPageProps) => {
  const t = useActivityT();
  return (
    <ActivityResultsFrame
      {...rest}
      title={activityResultsTitle(destinationName, t)}
      count={t("activity.count", { count: total })}
      items={activities}
      itemKey={(activity) => activity.id}
      card={(activity, index) => <ActivityCard activity={activity} href={detailHref(activity)} first={index === 0} />}
    />
  );
};

/** Props of {@link ActivityResultsStandIn}: the texts it shows (in the build, slots the portal's server fills). */
export interface ActivityResultsStandInProps {
  readonly title: string;
  readonly count: string;
  /** The first card's image address and texts. */
  readonly image: string;
  readonly texts: ActivityCardTexts;
}

/**
 * The activity results page as its first render with its replies draws it, its first card alone: what the shell shows
 * in the page's place until the page's script draws it whole (heading, count, sort, the filter panel's frame, the
 * first card with its image, the page's largest element; the shared parts: `listResultsStandIn.tsx`). The
 * sort is the default one: the server fills a stand-in only for a URL that keeps it (core's
 * `activityResultsStandInValues`).
 */
export const ActivityResultsStandIn = ({ title, count, image, texts }: ActivityResultsStandInProps) => (
  <ActivityResultsFrame
    {...LIST_RESULTS_STAND_IN}
    title={title}
    count={count}
    sort="recommended"
    filters={standInFilters((phone) => (
      <ActivityFilterPanel sections={[]} onToggle={standInNoop} onClear={standInNoop} phone={phone} />
    ))}
    card={() => <ActivityCardView activityId="stand-in" image={image} texts={texts} href={null} first />}
  />
);
