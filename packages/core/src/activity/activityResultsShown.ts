import type { ActivitySearchReply, ActivitySummary } from "../api/activity.js";
import { type ListPage, listPage } from "../search/pagination.js";
import type { ActivitySort } from "./activityCodes.js";
import type { ActivityFilters } from "./activityFilters.js";
import { applyActivityFilters, sortActivities } from "./activityFilters.js";
import type { ActivityResultsPage } from "./activityResultsUrl.js";

/** Activities per results page (ours: the specs give none for activities). */
export const ACTIVITIES_PER_PAGE = 10;

/**
 * The activities a results page lists, in its order: those its filters let through, sorted by its sort.
 *
 * @example activityResultsOrder(activities, activityFiltersDefault, "priceAsc")[0] // the cheapest
 */
export const activityResultsOrder = (
  activities: readonly ActivitySummary[],
  filters: ActivityFilters,
  sort: ActivitySort,
): ActivitySummary[] => sortActivities(applyActivityFilters(activities, filters), sort);

/**
 * The page of activities a results page shows for its URL's filters, sort and page number, ACTIVITIES_PER_PAGE a
 * page (the page number kept within the pages there are).
 *
 * @example activityResultsShown(reply.activities ?? [], page).items[0] // the page's first card
 */
export const activityResultsShown = (
  activities: readonly ActivitySummary[],
  page: Pick<ActivityResultsPage, "filters" | "sort" | "page">,
): ListPage<ActivitySummary> =>
  listPage(activityResultsOrder(activities, page.filters, page.sort), page.page, ACTIVITIES_PER_PAGE);

/**
 * The destination a results page names in its heading: the one its URL carries, else the one the reply names, else
 * none (empty).
 *
 * @example activityResultsDestinationName({ destinationName: "" }, { destination: { id: "BUE", name: "Buenos Aires" } }) // "Buenos Aires"
 */
export const activityResultsDestinationName = (
  page: Pick<ActivityResultsPage, "destinationName"> | null,
  reply: Pick<ActivitySearchReply, "destination"> | undefined,
): string => page?.destinationName || reply?.destination?.name || "";

/**
 * An activity results page's heading, worded by `t` (the page's translator: the portal's catalog and the activity
 * messages): 'Actividades en {destination}' for the destination it names (`activityResultsDestinationName`), the
 * product's name while it names none.
 *
 * @example activityResultsTitle("Buenos Aires", t) // "Actividades en Buenos Aires"
 * @example activityResultsTitle("", t) // "Actividades"
 */
export const activityResultsTitle = (
  destinationName: string,
  t: (key: "shell.productActivities" | "activity.resultsTitle", params?: { readonly name: string }) => string,
): string =>
  destinationName === "" ? t("shell.productActivities") : t("activity.resultsTitle", { name: destinationName });
