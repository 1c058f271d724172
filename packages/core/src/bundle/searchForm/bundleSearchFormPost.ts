import * as Result from "effect/Result";
import { type FormEntries, formReader } from "../../routes/formEntries.js";
import type { SearchPlace } from "../../routes/packageSearch.js";
import { type RouteParseError, routeParseError } from "../../routes/routeParseError.js";
import { ROUTES } from "../../routes/routeTable.js";
import { joinSegmentList, splitSegmentList } from "../../routes/urlCodec.js";

/** A dynamic vacation bundle search: chosen destinations, months and themes (spec 002 §2 bundle form). */
export interface BundleSearch {
  /** Destination tags: id and shown name. */
  readonly destinations: readonly SearchPlace[];
  /** Month tags: id and shown name. */
  readonly periods: readonly SearchPlace[];
  /** Active theme ('tematic') ids. */
  readonly themeIds: readonly string[];
}

/** Where the bundle form posts ('Buscar'), spec 002 §2: "POST /search/dynamicVacationBundle". */
export const BUNDLE_SEARCH_POST_PATH = ROUTES.bundleSearchPost;

/** The second submit ('Explorar nuestras propuestas'), spec 002 §2: "POST /dynamicVacationBundle/getAllResults". */
export const BUNDLE_ALL_RESULTS_POST_PATH = ROUTES.bundleAllResultsPost;

const FORM = "bundleSearchPost";

/**
 * The bundle search as posted fields (both posts carry the same fields).
 *
 * Spec 002 §2: "Multi-select fields search[destination] (tags) and search[period] (months); hidden ids
 * search[destination_ids], search[period_ids], search[tematic_ids]". Core defines: a multi-select posts its field
 * once per chosen tag (shown name), and each hidden ids field holds the ids joined by `,` (ids percent-encoded),
 * in the same order as the tags.
 *
 * @example bundleSearchFormEntries({ destinations: [{ id: "7", name: "Caribe" }], periods: [], themeIds: ["2"] })
 * // [["search[destination]", "Caribe"], ["search[destination_ids]", "7"], ["search[period_ids]", ""], ["search[tematic_ids]", "2"]]
 */
export const bundleSearchFormEntries = (search: BundleSearch): [string, string][] => [
  ...search.destinations.map((place): [string, string] => ["search[destination]", place.name]),
  ...search.periods.map((place): [string, string] => ["search[period]", place.name]),
  [
    "search[destination_ids]",
    joinSegmentList(
      search.destinations.map((place) => place.id),
      ",",
    ),
  ],
  [
    "search[period_ids]",
    joinSegmentList(
      search.periods.map((place) => place.id),
      ",",
    ),
  ],
  ["search[tematic_ids]", joinSegmentList(search.themeIds, ",")],
];

/** Reads a posted bundle form; each ids field must hold one id per tag. Never throws. */
export const parseBundleSearchForm = (entries: FormEntries): Result.Result<BundleSearch, RouteParseError> =>
  Result.gen(function* () {
    const read = formReader(FORM, entries);
    const ids = (name: string) => Result.flatMap(read.one(name), (text) => splitSegmentList(text, ",", FORM, name));
    const pair = (names: string[], idList: string[], field: string): Result.Result<SearchPlace[], RouteParseError> =>
      names.length === idList.length
        ? Result.succeed(names.map((name, index) => ({ id: idList[index] ?? "", name })))
        : Result.fail(routeParseError(FORM, field, idList.join(","), `expected ${names.length} ids, one per tag`));
    return {
      destinations: yield* pair(
        read.all("search[destination]"),
        yield* ids("search[destination_ids]"),
        "search[destination_ids]",
      ),
      periods: yield* pair(read.all("search[period]"), yield* ids("search[period_ids]"), "search[period_ids]"),
      themeIds: yield* ids("search[tematic_ids]"),
    };
  });
