import { buildActivityDetailUrl, ROUTES } from "@travesia/core";
import { prefetchActivityResults, useActivityResults } from "@travesia/hooks";
import { useLocation, useNavigate } from "react-router-dom";
import { useDeviceClass } from "../../shared/searchForm/useMediaQuery";
import { ActivityFilterPanel } from "../ActivityFilterPanel/ActivityFilterPanel";
import { ActivityOfferedConnected } from "../ActivityOffered/ActivityOfferedConnected";
import { ActivityResultsPage } from "./ActivityResultsPage";

/** The results wired to `useActivityResults` (the URL is the state; every verb navigates). */
const ActivityResultsLoaded = () => {
  const location = useLocation();
  const navigate = useNavigate();
  const results = useActivityResults(`${location.pathname}${location.search}`, (next) => navigate(next));
  const { data, actions } = results;
  const search = data.page?.search;
  const phone = useDeviceClass() === "phone";
  return (
    <ActivityResultsPage
      status={results.status}
      errorKey={results.error?.key ?? null}
      destinationName={data.destinationName}
      activities={data.activities}
      total={data.total}
      pagination={data.pagination}
      sort={data.sort}
      filters={
        <ActivityFilterPanel
          sections={data.panel}
          onToggle={actions.toggle}
          onClear={actions.clearFilters}
          phone={phone}
        />
      }
      detailHref={(activity) =>
        search === undefined
          ? ROUTES.home
          : buildActivityDetailUrl({ activityId: activity.id, from: search.from, to: search.to, party: search.party })
      }
      homeHref={ROUTES.home}
      onSort={actions.setSort}
      onPage={actions.setPage}
      onRetry={actions.retry}
      onClearFilters={actions.clearFilters}
    />
  );
};

/** The activity results route: for a user offered activities, the results; for anyone else, that they are not offered. */
export const ActivityResultsPageConnected = () => (
  <ActivityOfferedConnected>
    <ActivityResultsLoaded />
  </ActivityOfferedConnected>
);

/** The page's first calls, before its first render (routes' `PagePrefetch`): the user and the URL's search. */
export const prefetchActivityResultsPage = prefetchActivityResults;
