import type { VacationBundle } from "../api/searchFormPosts.js";
import type { Language } from "../locale/language.js";
import { type BundleResultsSearch, bundleResultsUrl } from "../routes/bundleResultsQuery.js";
import { ROUTES } from "../routes/routeTable.js";
import { type PaginationView, paginationSlice, paginationView } from "../search/pagination.js";
import { bundleMonthName } from "./bundleMonthName.js";
import type { BundleSearchFormValues } from "./searchForm/bundleSearchForm.js";
import { bundleSearchFormEntries } from "./searchForm/bundleSearchFormPost.js";

/** The call that lists a bundle results address's bundles: the form post it came from, asked for as JSON. */
export interface BundleResultsPost {
  /** `/search/dynamicVacationBundle`, or `/dynamicVacationBundle/getAllResults` for 'Explorar nuestras propuestas'. */
  readonly path: string;
  readonly entries: readonly (readonly [string, string])[];
}

/**
 * The post behind a bundle results address (`/dynamicVacationBundle/results?…`): the same form entries as the bundle
 * form's (core's `bundleSearchFormEntries`), to the post the address answered. The address carries ids only, so each
 * tag's shown name is its id (the API reads the ids).
 *
 * @example bundleResultsPost({ destinationIds: ["CUN"], periodIds: [], themeIds: ["1"], all: false }).path // "/search/dynamicVacationBundle"
 */
export const bundleResultsPost = (query: BundleResultsSearch): BundleResultsPost => ({
  path: query.all ? ROUTES.bundleAllResultsPost : ROUTES.bundleSearchPost,
  entries: bundleSearchFormEntries({
    destinations: query.destinationIds.map((id) => ({ id, name: id })),
    periods: query.periodIds.map((id) => ({ id, name: id })),
    themeIds: query.themeIds,
  }),
});

/**
 * The bundle form's values for 'Ajustar Búsqueda' on a results page: the address's tags, each destination named as
 * the bundles name it (its id when no bundle does) and each month by {@link bundleMonthName}.
 *
 * @example bundleResultsFormValues({ destinationIds: ["CUN"], periodIds: ["2027-03"], themeIds: [], all: false }, [], "es")
 * // { destinations: [{ id: "CUN", name: "CUN" }], periods: [{ id: "2027-03", name: "marzo 2027" }], themeIds: [] }
 */
export const bundleResultsFormValues = (
  query: BundleResultsSearch,
  bundles: readonly Pick<VacationBundle, "destination">[],
  language: Language,
): BundleSearchFormValues => {
  const names = new Map(bundles.map((bundle) => [bundle.destination.id, bundle.destination.name]));
  return {
    destinations: query.destinationIds.map((id) => ({ id, name: names.get(id) ?? id })),
    periods: query.periodIds.map((id) => ({ id, name: bundleMonthName(id, language) })),
    themeIds: query.themeIds,
  };
};

/**
 * Where a price grid cell leads: the bundles of that destination departing that month, on the list's first page. On a
 * search's results every bundle matches the search's themes, so they are kept; after 'Explorar nuestras propuestas'
 * the list holds bundles of every theme, so the cell's own bundles are found without a theme.
 *
 * @example bundleCellUrl({ destinationIds: [], periodIds: [], themeIds: ["1"], all: false }, "CUN", "2027-03")
 * // "/dynamicVacationBundle/results?destination_ids=CUN&period_ids=2027-03&tematic_ids=1"
 */
export const bundleCellUrl = (query: BundleResultsSearch, destinationId: string, month: string): string =>
  bundleResultsUrl({
    destinationIds: [destinationId],
    periodIds: [month],
    themeIds: query.all ? [] : query.themeIds,
    all: false,
    page: 1,
  });

/** Bundles per page of the results list (the list stays far below the DOM limit of 800 elements). */
export const BUNDLE_RESULTS_PAGE_SIZE = 12;

/** One page of the bundle results list and the pager that goes with it. */
export interface BundleResultsPage<T> {
  /** The bundles of the page, at most {@link BUNDLE_RESULTS_PAGE_SIZE}. */
  readonly items: readonly T[];
  /** The pager over the list (`paginationView`); hidden without bundles. */
  readonly pagination: PaginationView;
}

/**
 * The page of the bundle list an address names (its `page`), 12 bundles a page; a page past the last shows the last,
 * as every paged list does (`paginationSlice`), and the pager marks the page shown.
 *
 * @example bundleResultsPage(Array.from({ length: 30 }, (_, n) => n), 3).items // [24, 25, 26, 27, 28, 29]
 */
export const bundleResultsPage = <T>(bundles: readonly T[], page: number): BundleResultsPage<T> => {
  const slice = paginationSlice(bundles, page, BUNDLE_RESULTS_PAGE_SIZE);
  return { items: slice.items, pagination: paginationView(slice.currentPage, slice.countPages) };
};
