import * as Result from "effect/Result";
import { textOf } from "../internal/outsideInput.js";
import { type RouteParseError, routeParseError } from "./routeParseError.js";
import { ROUTES } from "./routeTable.js";
import { formatQuery, parseIntegerText, parseQuery, queryOptional, queryValue } from "./urlCodec.js";

/** The ids a bundle results address carries (the bundle form's hidden fields, each list joined by `,`). */
export interface BundleResultsSearch {
  readonly destinationIds: readonly string[];
  readonly periodIds: readonly string[];
  readonly themeIds: readonly string[];
  /**
   * 'Explorar nuestras propuestas' (`POST /dynamicVacationBundle/getAllResults`): every proposal, the chosen ones
   * first; written `all=1`, absent otherwise.
   */
  readonly all: boolean;
}

/** A bundle results address: its search and the page of the bundle list shown. */
export interface BundleResultsQuery extends BundleResultsSearch {
  /**
   * The page of the bundle list (1-based, up to 15 digits), in the address so a reload, Back and a shared link keep it; written
   * `page=N` from page 2 on, absent on page 1 (so a new search, which never writes it, starts on page 1).
   */
  readonly page: number;
}

const QUERY_NAMES = {
  destinationIds: "destination_ids",
  periodIds: "period_ids",
  themeIds: "tematic_ids",
  page: "page",
} as const;

/**
 * The bundle results address for a search and a page: `/dynamicVacationBundle/results?destination_ids=…&period_ids=…
 * &tematic_ids=…` (the answer of the bundle post; spec 002 §2 shows no results route, see `ROUTES.bundleResults`),
 * then `&all=1` and `&page=N` when they apply. Ids hold no `,`.
 *
 * @example bundleResultsUrl({ destinationIds: ["MIA"], periodIds: ["2026-03"], themeIds: [], all: false, page: 2 })
 * // "/dynamicVacationBundle/results?destination_ids=MIA&period_ids=2026-03&tematic_ids=&page=2"
 */
export const bundleResultsUrl = (query: BundleResultsQuery): string =>
  `${ROUTES.bundleResults}${formatQuery([
    [QUERY_NAMES.destinationIds, query.destinationIds.join(",")],
    [QUERY_NAMES.periodIds, query.periodIds.join(",")],
    [QUERY_NAMES.themeIds, query.themeIds.join(",")],
    ...(query.all ? [["all", "1"] as const] : []),
    ...(query.page > 1 ? [[QUERY_NAMES.page, String(query.page)] as const] : []),
  ])}`;

/**
 * Reads a bundle results address's query (`?destination_ids=…`, with or without the `?`); a missing or empty list
 * reads as none, a missing page as page 1. A query that is not well encoded, or a page that is not a whole number
 * from 1, is a failure naming it (as the flight results URL's page).
 *
 * @example parseBundleResultsQuery("?destination_ids=MIA,CUN&tematic_ids=3&page=2") // Success({ destinationIds: ["MIA", "CUN"], …, page: 2 })
 */
export const parseBundleResultsQuery = (search: string): Result.Result<BundleResultsQuery, RouteParseError> =>
  Result.flatMap(parseQuery(textOf(search)?.replace(/^\?/, "") ?? search, "bundleResults"), (pairs) => {
    const list = (name: string) => (queryValue(pairs, name) ?? "").split(",").filter((id) => id !== "");
    return Result.map(
      queryOptional(pairs, QUERY_NAMES.page, 1, (text) =>
        parseIntegerText(text, "bundleResults", QUERY_NAMES.page, { min: 1, max: Number.MAX_SAFE_INTEGER }),
      ),
      (page) => ({
        destinationIds: list(QUERY_NAMES.destinationIds),
        periodIds: list(QUERY_NAMES.periodIds),
        themeIds: list(QUERY_NAMES.themeIds),
        all: queryValue(pairs, "all") === "1",
        page,
      }),
    );
  });

/**
 * Reads a whole bundle results address (path, then its query; a `#…` is not part of it): the query as
 * {@link parseBundleResultsQuery} reads it, or a failure for another path.
 *
 * @example parseBundleResultsAddress("/dynamicVacationBundle/results?all=1") // Success({ destinationIds: [], …, all: true, page: 1 })
 * @example Result.isFailure(parseBundleResultsAddress("/flight/results")) // true
 */
export const parseBundleResultsAddress = (url: string): Result.Result<BundleResultsQuery, RouteParseError> => {
  const [address = ""] = url.split("#");
  const at = address.indexOf("?");
  const path = at === -1 ? address : address.slice(0, at);
  return path === ROUTES.bundleResults
    ? parseBundleResultsQuery(at === -1 ? "" : address.slice(at))
    : Result.fail(routeParseError("bundleResults", "path", url, "not a bundle results address"));
};
