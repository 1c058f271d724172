import * as Result from "effect/Result";
import { type CalendarDate, formatCalendarDate, parseCalendarDate } from "../dates/index.js";
import { type DestinationId, formatDestinationId, parseDestinationId } from "../routes/destinationId.js";
import { type RouteParseError, routeParseError } from "../routes/routeParseError.js";
import { fillRoute, matchRoute } from "../routes/routeTable.js";
import {
  decodeText,
  encodeSegment,
  formatQuery,
  parseIntegerText,
  parseLiteral,
  type QueryPairs,
  queryOptional,
  queryValue,
  queryValues,
  splitUrl,
} from "../routes/urlCodec.js";
import {
  ACTIVITY_CATEGORIES,
  ACTIVITY_DURATIONS,
  ACTIVITY_LANGUAGES,
  ACTIVITY_RATING_STEPS,
  ACTIVITY_SORTS,
  ACTIVITY_TIMES_OF_DAY,
  type ActivitySort,
} from "./activityCodes.js";
import { type ActivityFilters, activityFiltersDefault, canonicalActivityFilters } from "./activityFilters.js";
import { type ActivityParty, formatActivityPartySegments, parseActivityPartySegments } from "./activityParty.js";

/** An activity search: where, the days the visitor is there, and who takes part. */
export interface ActivitySearch {
  readonly destination: DestinationId;
  readonly from: CalendarDate;
  readonly to: CalendarDate;
  readonly party: ActivityParty;
}

/** Kinds of place an `activities/plus` search starts from: a hotel or a point of interest (the locations-plus lookup). */
export const ACTIVITY_PLACE_KINDS = ["hotel", "poi"] as const;

/**
 * The place an `activities/plus` search starts from (ours: spec 000 §2 names the path, "8 to 10 when the path contains
 * activities/plus", and nothing else): a hotel or a point of interest in the destination, as the locations-plus
 * lookup offers it (its type and its value).
 */
export interface ActivityPlace {
  readonly kind: (typeof ACTIVITY_PLACE_KINDS)[number];
  /** The suggestion's value (a hotel's code, a point's coordinates); not empty. */
  readonly code: string;
}

/**
 * A results page, all of it in its URL: the search, the destination's name (shown in the heading and the box), the
 * filters, the sort and the page; and, for an `activities/plus` address, the place the search starts from.
 */
export interface ActivityResultsPage {
  readonly search: ActivitySearch;
  readonly destinationName: string;
  readonly filters: ActivityFilters;
  readonly sort: ActivitySort;
  readonly page: number;
  /** The place of an `activities/plus` page (`ROUTES.activityPlusResults`); absent on a plain results page. */
  readonly near?: ActivityPlace;
}

const ROUTE = "activityResults";
const PLUS_ROUTE = "activityPlusResults";
/** The longest range a search covers, in days (ours: a month of a stay). */
export const ACTIVITY_SEARCH_MAX_DAYS = 31;

const searchPath = (search: ActivitySearch, near?: ActivityPlace): string => {
  const [adults, children, infants] = formatActivityPartySegments(search.party);
  const values = {
    destination: encodeSegment(formatDestinationId(search.destination)),
    from: formatCalendarDate(search.from),
    to: formatCalendarDate(search.to),
    adults,
    children,
    infants,
  };
  return near === undefined
    ? fillRoute(ROUTE, values)
    : fillRoute(PLUS_ROUTE, { ...values, place: encodeSegment(`${near.kind}:${near.code}`) });
};

/**
 * The search alone, as the search call sends it (`POST /api/v1/activities/search {url}`): the path of
 * `ROUTES.activityResults`, whose segments 6 to 8 are the party (spec 000 §2).
 *
 * @example buildActivitySearchUrl({ destination: { _tag: "DestinationCode", id: "BUE" }, from, to, party: { adults: 2, childAges: [4, 9], infants: 0 } })
 * // "/activities/results/BUE/2027-03-01/2027-03-05/2/2:4-9/0"
 */
export const buildActivitySearchUrl = (search: ActivitySearch): string => searchPath(search);

/**
 * A results page's URL: the search path (`ROUTES.activityPlusResults` when the page has a place: the party at
 * segments 8 to 10, spec 000 §2), then the query (`name`, one `category`, `duration`, `language` and `time`
 * per chosen code, `freeCancellation=true`, `rating`, `sort`, `page`), each left out at its default.
 *
 * @example buildActivityResultsUrl({ ...page, filters: { ...activityFiltersDefault, categories: ["food"] } })
 * // "/activities/results/BUE/2027-03-01/2027-03-05/2/0/0?name=Buenos%20Aires&category=food"
 */
export const buildActivityResultsUrl = (page: ActivityResultsPage): string => {
  const filters = canonicalActivityFilters(page.filters);
  const pairs: [string, string][] = [];
  if (page.destinationName !== "") pairs.push(["name", page.destinationName]);
  for (const code of filters.categories) pairs.push(["category", code]);
  for (const code of filters.durations) pairs.push(["duration", code]);
  for (const code of filters.languages) pairs.push(["language", code]);
  for (const code of filters.timesOfDay) pairs.push(["time", code]);
  if (filters.freeCancellation) pairs.push(["freeCancellation", "true"]);
  if (filters.minRating !== null) pairs.push(["rating", String(filters.minRating)]);
  if (page.sort !== "recommended") pairs.push(["sort", page.sort]);
  if (page.page !== 1) pairs.push(["page", String(page.page)]);
  return `${searchPath(page.search, page.near)}${formatQuery(pairs)}`;
};

const codes = <T extends string>(
  query: QueryPairs,
  key: string,
  allowed: readonly T[],
): Result.Result<T[], RouteParseError> =>
  Result.all(queryValues(query, key).map((text) => parseLiteral(text, allowed, ROUTE, key)));

const RATING_TEXTS = ACTIVITY_RATING_STEPS.map(String);

const readPlace = (text: string): Result.Result<ActivityPlace, RouteParseError> =>
  Result.gen(function* () {
    const [kindText = "", ...rest] = text.split(":");
    const kind = yield* parseLiteral(kindText, ACTIVITY_PLACE_KINDS, PLUS_ROUTE, "place");
    const code = rest.join(":");
    if (code === "") return yield* Result.fail(routeParseError(PLUS_ROUTE, "place", text, "expected kind:code"));
    return { kind, code };
  });

/** Reads the path of a search (segments after the leading `/`), and the place of an `activities/plus` path. */
const readSearch = (
  segments: readonly string[],
  input: string,
): Result.Result<{ readonly search: ActivitySearch; readonly near?: ActivityPlace }, RouteParseError> =>
  Result.gen(function* () {
    const plus = segments[1] === "plus" ? yield* matchRoute(PLUS_ROUTE, segments, input) : null;
    const raw = plus ?? (yield* matchRoute(ROUTE, segments, input));
    const near = plus === null ? undefined : yield* readPlace(yield* decodeText(plus.place, PLUS_ROUTE, "place"));
    const destinationText = yield* decodeText(raw.destination, ROUTE, "destination");
    const destination = yield* Result.mapError(parseDestinationId(destinationText), (error) =>
      routeParseError(ROUTE, "destination", error.input, error.reason),
    );
    const from = yield* Result.mapError(parseCalendarDate(raw.from), (error) =>
      routeParseError(ROUTE, "from", error.input, error.reason),
    );
    const to = yield* Result.mapError(parseCalendarDate(raw.to), (error) =>
      routeParseError(ROUTE, "to", error.input, error.reason),
    );
    if (to < from) return yield* Result.fail(routeParseError(ROUTE, "to", raw.to, "before from"));
    const party = yield* parseActivityPartySegments(ROUTE, [
      yield* decodeText(raw.adults, ROUTE, "adults"),
      yield* decodeText(raw.children, ROUTE, "children"),
      yield* decodeText(raw.infants, ROUTE, "infants"),
    ]);
    const search = { destination, from, to, party };
    return near === undefined ? { search } : { search, near };
  });

/**
 * Reads a results page URL (path and query; absolute URLs too), plain or `activities/plus`. Never throws: a bad part is a `RouteParseError`
 * naming it. Lists read back in the filters' own order, whatever order the query gave.
 *
 * @example parseActivityResultsUrl("/activities/results/BUE/2027-03-01/2027-03-05/2/1:7/0?category=food") // Success({ … })
 */
export const parseActivityResultsUrl = (input: string): Result.Result<ActivityResultsPage, RouteParseError> =>
  Result.gen(function* () {
    const { segments, query } = yield* splitUrl(input, ROUTE);
    const { search, near } = yield* readSearch(segments, input);
    const rating = yield* queryOptional(query, "rating", null as number | null, (text) =>
      Result.map(parseLiteral(text, RATING_TEXTS, ROUTE, "rating"), Number),
    );
    const freeCancellation = yield* queryOptional(query, "freeCancellation", false, (text) =>
      Result.map(parseLiteral(text, ["true"], ROUTE, "freeCancellation"), () => true),
    );
    const filters = canonicalActivityFilters({
      ...activityFiltersDefault,
      categories: yield* codes(query, "category", ACTIVITY_CATEGORIES),
      durations: yield* codes(query, "duration", ACTIVITY_DURATIONS),
      languages: yield* codes(query, "language", ACTIVITY_LANGUAGES),
      timesOfDay: yield* codes(query, "time", ACTIVITY_TIMES_OF_DAY),
      freeCancellation,
      minRating: rating as ActivityFilters["minRating"],
    });
    const sort = yield* queryOptional(query, "sort", "recommended" as ActivitySort, (text) =>
      parseLiteral(text, ACTIVITY_SORTS, ROUTE, "sort"),
    );
    const page = yield* queryOptional(query, "page", 1, (text) =>
      parseIntegerText(text, ROUTE, "page", { min: 1, max: 9999 }),
    );
    const read = { search, destinationName: queryValue(query, "name") ?? "", filters, sort, page };
    return near === undefined ? read : { ...read, near };
  });
