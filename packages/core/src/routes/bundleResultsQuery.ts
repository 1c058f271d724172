import * as Result from "effect/Result";
import { textOf } from "../internal/outsideInput.js";
import type { RouteParseError } from "./routeParseError.js";
import { ROUTES } from "./routeTable.js";
import { formatQuery, parseQuery, queryValue } from "./urlCodec.js";

/** The ids a bundle results address carries (the bundle form's hidden fields, each list joined by `,`). */
export interface BundleResultsQuery {
  readonly destinationIds: readonly string[];
  readonly periodIds: readonly string[];
  readonly themeIds: readonly string[];
  /**
   * 'Explorar nuestras propuestas' (`POST /dynamicVacationBundle/getAllResults`): every proposal, the chosen ones
   * first; written `all=1`, absent otherwise.
   */
  readonly all: boolean;
}

const QUERY_NAMES = { destinationIds: "destination_ids", periodIds: "period_ids", themeIds: "tematic_ids" } as const;

/**
 * The bundle results address for a search: `/dynamicVacationBundle/results?destination_ids=…&period_ids=…&tematic_ids=…`
 * (the answer of the bundle post; spec 002 §2 shows no results route, see `ROUTES.bundleResults`). Ids hold no `,`.
 *
 * @example bundleResultsUrl({ destinationIds: ["MIA"], periodIds: ["2026-03"], themeIds: [], all: false })
 * // "/dynamicVacationBundle/results?destination_ids=MIA&period_ids=2026-03&tematic_ids="
 */
export const bundleResultsUrl = (query: BundleResultsQuery): string =>
  `${ROUTES.bundleResults}${formatQuery([
    [QUERY_NAMES.destinationIds, query.destinationIds.join(",")],
    [QUERY_NAMES.periodIds, query.periodIds.join(",")],
    [QUERY_NAMES.themeIds, query.themeIds.join(",")],
    ...(query.all ? [["all", "1"] as const] : []),
  ])}`;

/**
 * Reads the ids of a bundle results address's query (`?destination_ids=…`, with or without the `?`); a missing or
 * empty list reads as none. A query that is not well encoded is a failure naming it.
 *
 * @example parseBundleResultsQuery("?destination_ids=MIA,CUN&tematic_ids=3") // Success({ destinationIds: ["MIA", "CUN"], … })
 */
export const parseBundleResultsQuery = (search: string): Result.Result<BundleResultsQuery, RouteParseError> =>
  Result.map(parseQuery(textOf(search)?.replace(/^\?/, "") ?? search, "bundleResults"), (pairs) => {
    const list = (name: string) => (queryValue(pairs, name) ?? "").split(",").filter((id) => id !== "");
    return {
      destinationIds: list(QUERY_NAMES.destinationIds),
      periodIds: list(QUERY_NAMES.periodIds),
      themeIds: list(QUERY_NAMES.themeIds),
      all: queryValue(pairs, "all") === "1",
    };
  });
