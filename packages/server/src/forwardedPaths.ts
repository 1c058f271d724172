import { endpoints, REALTIME_EVENTS_PATH, searchFormPosts } from "@travesia/core";

/** One rule of the forwarded set: a path answered by the booking API, exactly or with everything under it. */
export interface ForwardedPath {
  /** `exact`: this path only; `prefix`: every path that starts with it (it ends with `/`). */
  readonly kind: "exact" | "prefix";
  readonly path: string;
}

/**
 * Stands in for every argument of a path builder, whatever its type: as a string or number it reads as one NUL
 * character (encoded `%00`, which no literal part of a spec path holds); as a list it is a list of that character;
 * as the `citiesAirports` query object its fields are that character too. The built path shows where the
 * parameters sit, so the static part before them can be read off without a second table of the spec's paths.
 */
const PLACEHOLDER = "\u0000";
const ENCODED_PLACEHOLDER = "%00";
const placeholderArgument = Object.assign([PLACEHOLDER], { pattern: PLACEHOLDER, destinationType: PLACEHOLDER });
/** More than any builder takes; extra arguments are ignored. */
const ARGUMENT_COUNT = 4;

/**
 * The forwarded rule of a built path: without its query; exact when it has no parameter, otherwise the prefix up to
 * the segment that holds the first parameter.
 *
 * @example ruleOfBuiltPath("/api/budget/delete/%00") // { kind: "prefix", path: "/api/budget/delete/" }
 * @example ruleOfBuiltPath("/dynamicVacationBundle/searchMonth?pattern=%00") // { kind: "exact", path: "/dynamicVacationBundle/searchMonth" }
 */
export const ruleOfBuiltPath = (built: string): ForwardedPath => {
  const queryAt = built.indexOf("?");
  const path = queryAt === -1 ? built : built.slice(0, queryAt);
  const parameterAt = path.indexOf(ENCODED_PLACEHOLDER);
  if (parameterAt === -1) return { kind: "exact", path };
  return { kind: "prefix", path: path.slice(0, path.lastIndexOf("/", parameterAt) + 1) };
};

const buildWithPlaceholders = (build: (...args: readonly unknown[]) => string): string =>
  build(...Array.from({ length: ARGUMENT_COUNT }, () => placeholderArgument));

/**
 * The forwarded rule of one call of core's `endpoints`.
 *
 * @example ruleOfEndpoint(endpoints.budgetDelete) // { kind: "prefix", path: "/api/budget/delete/" }
 */
export const ruleOfEndpoint = (endpoint: { readonly path: (...args: never[]) => string }): ForwardedPath =>
  ruleOfBuiltPath(buildWithPlaceholders(endpoint.path as (...args: readonly unknown[]) => string));

/** Whether a rule covers a path. */
export const ruleCovers = (rule: ForwardedPath, path: string): boolean =>
  rule.kind === "exact" ? path === rule.path : path.startsWith(rule.path);

/**
 * Paths the booking API serves that are not calls of `endpoints`: the realtime event stream (spec 000 §7's 'you'
 * and 'notifications' events), the search form posts (spec 001/002 §2), the files its replies name by path
 * (images of hotels, houses, homes and packages, the back office's uploads; generated PDF documents), and the calls
 * of the portal's own that are not the spec's: the back office (`/api/admin/…`, which the API refuses to anyone but
 * an administrator) and the product tour's texts (`/api/tour/{language}`). The API that holds the portal's content
 * answers them, as the demo API does; without them the back office and the tour would work only on the demo.
 */
const PATHS_BESIDE_ENDPOINTS: readonly ForwardedPath[] = [
  { kind: "exact", path: REALTIME_EVENTS_PATH },
  ...Object.values(searchFormPosts).map((post): ForwardedPath => ({ kind: "exact", path: post.path })),
  { kind: "prefix", path: "/images/" },
  { kind: "prefix", path: "/img/" },
  { kind: "prefix", path: "/files/" },
  { kind: "prefix", path: "/api/admin/" },
  { kind: "prefix", path: "/api/tour/" },
];

/** Drops the rules another prefix already covers, and sorts the rest for reading. */
const minimal = (rules: readonly ForwardedPath[]): readonly ForwardedPath[] => {
  const unique = [...new Map(rules.map((rule) => [`${rule.kind} ${rule.path}`, rule])).values()];
  return unique
    .filter(
      (rule) => !unique.some((other) => other !== rule && other.kind === "prefix" && ruleCovers(other, rule.path)),
    )
    .sort((a, b) => a.path.localeCompare(b.path));
};

/**
 * Every path a host must send to the booking API so that the built portal works: derived from core's `endpoints`
 * (every call of the spec's sections 7), plus {@link PATHS_BESIDE_ENDPOINTS}. The one list: the forwarding server
 * reads it, the README prints it (`forwardedPathsTable`), and tests hold it.
 *
 * One spec path is both a page and a call, `/flightsHotels/packageDetails/{id}`: a navigation (GET asking for
 * `text/html`) gets the portal's `index.html`, the portal's own fetch gets the API.
 */
export const FORWARDED_PATHS: readonly ForwardedPath[] = minimal([
  ...Object.values(endpoints).map(ruleOfEndpoint),
  ...PATHS_BESIDE_ENDPOINTS,
]);

/**
 * Whether the booking API answers this path (raw, still percent-encoded, without the query).
 *
 * @example isForwardedPath("/api/budget/list") // true
 * @example isForwardedPath("/assets/index.js") // false
 */
export const isForwardedPath = (path: string): boolean => FORWARDED_PATHS.some((rule) => ruleCovers(rule, path));

/**
 * Paths under which the booking API serves public files (images) that any page may show: the only forwarded
 * paths a cross-site request may reach.
 */
export const PUBLIC_FILE_PREFIXES: readonly string[] = ["/images/", "/img/"];
