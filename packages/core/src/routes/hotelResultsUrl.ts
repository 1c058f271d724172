import * as Result from "effect/Result";
import { type CalendarDate, formatCalendarDate, parseCalendarDate } from "../dates/index.js";
import { LANGUAGES, type Language } from "../locale/index.js";
import { formatOccupancy, type Occupancy, parseOccupancy } from "../occupancy/index.js";
import { type DestinationId, formatDestinationId, parseDestinationId } from "./destinationId.js";
import { type RouteParseError, routeParseError } from "./routeParseError.js";
import {
  fillPattern,
  HOTEL_MAP_ROUTE,
  HOTEL_MILESTONE_ROUTE,
  HOTEL_RESULTS_ROUTE,
  matchPattern,
  type RouteName,
} from "./routeTable.js";
import {
  decodeText,
  encodeSegment,
  formatQuery,
  parseLiteral,
  type QueryPairs,
  queryValue,
  queryValues,
  splitUrl,
} from "./urlCodec.js";

/** Hotel availability filter: CNF immediate confirmation, ALL, ORQ on request (spec 001 §3 Search params). */
export type HotelAvailability = "CNF" | "ALL" | "ORQ";

/** Every {@link HotelAvailability}. */
export const HOTEL_AVAILABILITIES: readonly HotelAvailability[] = ["CNF", "ALL", "ORQ"];

/**
 * The query options of a hotel results URL.
 *
 * Spec 001 §2: "/hotel/results/{destination}/{checkIn}/{checkOut}/{rooms}, with query options availability,
 * externalHotelReference, hotelName, omniCodes, baseRate". `null` (or `[]`) means the option is absent.
 */
export interface HotelResultsOptions {
  readonly availability: HotelAvailability | null;
  readonly externalHotelReference: string | null;
  /** A search by hotel name (which disables the hotel-name filter, spec 001 §2). */
  readonly hotelName: string | null;
  /** Repeated as `omniCodes=a&omniCodes=b`. */
  readonly omniCodes: readonly string[];
  /** The rate whose related rates are shown (spec 001 §2 Related rates: "baseRate={rate id}"). */
  readonly baseRate: string | null;
}

/** No query option set. */
export const hotelResultsOptionsDefault: HotelResultsOptions = {
  availability: null,
  externalHotelReference: null,
  hotelName: null,
  omniCodes: [],
  baseRate: null,
};

/** Everything a hotel results path and its query options describe. */
export interface HotelResultsRoute {
  readonly destination: DestinationId;
  readonly checkIn: CalendarDate;
  readonly checkOut: CalendarDate;
  /** Rooms in the occupancy grammar `adults-children[:age-age…]` joined by `,`. */
  readonly rooms: Occupancy;
  readonly options: HotelResultsOptions;
}

/** The results list, or its milestone (map) variant (spec 001 §2: "replacing the path word results with milestone"). */
export type HotelResultsView = "results" | "milestone";

const HOTEL_VIEW_ROUTES = {
  results: { name: "hotelResults", pattern: HOTEL_RESULTS_ROUTE },
  milestone: { name: "hotelMilestone", pattern: HOTEL_MILESTONE_ROUTE },
} as const satisfies { readonly [V in HotelResultsView]: { readonly name: RouteName; readonly pattern: string } };

/** Path of a hotel search (destination, dates, rooms) under a results-shaped route. */
const hotelSearchPathParams = (route: Pick<HotelResultsRoute, "destination" | "checkIn" | "checkOut" | "rooms">) => ({
  destination: encodeSegment(formatDestinationId(route.destination)),
  checkIn: formatCalendarDate(route.checkIn),
  checkOut: formatCalendarDate(route.checkOut),
  rooms: encodeSegment(formatOccupancy(route.rooms)),
});

/** The query pairs of hotel results options, in a fixed order. */
const hotelResultsOptionsQuery = (options: HotelResultsOptions): [string, string][] => [
  ...(options.availability === null ? [] : [["availability", options.availability] as [string, string]]),
  ...(options.externalHotelReference === null
    ? []
    : [["externalHotelReference", options.externalHotelReference] as [string, string]]),
  ...(options.hotelName === null ? [] : [["hotelName", options.hotelName] as [string, string]]),
  ...options.omniCodes.map((code): [string, string] => ["omniCodes", code]),
  ...(options.baseRate === null ? [] : [["baseRate", options.baseRate] as [string, string]]),
];

/** Reads hotel results options from query pairs; other keys are ignored. */
const parseHotelResultsOptions = (
  query: QueryPairs,
  route: string,
): Result.Result<HotelResultsOptions, RouteParseError> => {
  const availability = queryValue(query, "availability");
  return Result.map(
    availability === undefined
      ? Result.succeed(null)
      : parseLiteral(availability, HOTEL_AVAILABILITIES, route, "availability"),
    (parsed) => ({
      availability: parsed,
      externalHotelReference: queryValue(query, "externalHotelReference") ?? null,
      hotelName: queryValue(query, "hotelName") ?? null,
      omniCodes: queryValues(query, "omniCodes"),
      baseRate: queryValue(query, "baseRate") ?? null,
    }),
  );
};

/**
 * The results URL of each route object built (routes are immutable values): a results page names its search with it
 * in several places at every render (each build is not free on a slow CPU), always for the route its URL was read
 * into.
 */
const resultsUrls = new WeakMap<HotelResultsRoute, string>();

/**
 * Builds a hotel results URL (path and query), or its milestone variant.
 *
 * Spec 001 §2 Routes: hotel results and milestone.
 *
 * @example buildHotelResultsUrl(route) // "/hotel/results/4521/2026-03-01/2026-03-05/2-1:5?availability=CNF"
 */
export const buildHotelResultsUrl = (route: HotelResultsRoute, view: HotelResultsView = "results"): string => {
  const known = view === "results" ? resultsUrls.get(route) : undefined;
  if (known !== undefined) return known;
  const url =
    (view === "results"
      ? fillPattern(HOTEL_RESULTS_ROUTE, hotelSearchPathParams(route))
      : fillPattern(HOTEL_MILESTONE_ROUTE, hotelSearchPathParams(route))) +
    formatQuery(hotelResultsOptionsQuery(route.options));
  if (view === "results") resultsUrls.set(route, url);
  return url;
};

/** Reads destination, dates and rooms from the four raw path parameters of a results-shaped route. */
const parseHotelSearchPath = (
  raw: { readonly destination: string; readonly checkIn: string; readonly checkOut: string; readonly rooms: string },
  route: string,
): Result.Result<Pick<HotelResultsRoute, "destination" | "checkIn" | "checkOut" | "rooms">, RouteParseError> => {
  const relabel =
    (field: string) =>
    (error: { readonly input: string; readonly reason: string }): RouteParseError =>
      routeParseError(route, field, error.input, error.reason);
  return Result.gen(function* () {
    const destinationText = yield* decodeText(raw.destination, route, "destination");
    const destination = yield* Result.mapError(parseDestinationId(destinationText), relabel("destination"));
    const checkIn = yield* Result.mapError(parseCalendarDate(raw.checkIn), relabel("checkIn"));
    const checkOut = yield* Result.mapError(parseCalendarDate(raw.checkOut), relabel("checkOut"));
    const roomsText = yield* decodeText(raw.rooms, route, "rooms");
    const rooms = yield* Result.mapError(parseOccupancy(roomsText), relabel("rooms"));
    return { destination, checkIn, checkOut, rooms };
  });
};

/** A parsed hotel results URL: which view, and the search it carries. */
export interface HotelResultsLocation {
  readonly view: HotelResultsView;
  readonly route: HotelResultsRoute;
}

/**
 * Reads a hotel results or milestone URL (path, or absolute URL); unknown query keys are ignored. Never throws.
 *
 * @example parseHotelResultsUrl("/hotel/milestone/4521/2026-03-01/2026-03-05/2-0") // Success({ view: "milestone", route })
 */
export const parseHotelResultsUrl = (input: string): Result.Result<HotelResultsLocation, RouteParseError> =>
  Result.gen(function* () {
    const { segments, query } = yield* splitUrl(input, "hotelResults");
    const view: HotelResultsView = segments[1] === "milestone" ? "milestone" : "results";
    const { name: routeName, pattern } = HOTEL_VIEW_ROUTES[view];
    const raw = yield* matchPattern(routeName, pattern, segments, input);
    const path = yield* parseHotelSearchPath(raw, routeName);
    const options = yield* parseHotelResultsOptions(query, routeName);
    return { view, route: { ...path, options } };
  });

/**
 * Builds the map v3 URL of a hotel search, keeping only availability, externalHotelReference and omniCodes.
 *
 * Spec 001 §2: "Map v3: /v3/{lang}/hotel/map/..., built from the results path keeping only the query options
 * availability, externalHotelReference and omniCodes."
 *
 * @example buildHotelMapUrl(route, "es") // "/v3/es/hotel/map/4521/2026-03-01/2026-03-05/2-0?availability=CNF"
 */
export const buildHotelMapUrl = (route: HotelResultsRoute, language: Language): string =>
  fillPattern(HOTEL_MAP_ROUTE, { lang: language, ...hotelSearchPathParams(route) }) +
  formatQuery(hotelResultsOptionsQuery({ ...route.options, hotelName: null, baseRate: null }));

/** A parsed map v3 URL: its language and the search (hotelName and baseRate are always absent). */
export interface HotelMapLocation {
  readonly language: Language;
  readonly route: HotelResultsRoute;
}

/** Reads a map v3 URL; options other than the three kept ones are dropped. Never throws. */
export const parseHotelMapUrl = (input: string): Result.Result<HotelMapLocation, RouteParseError> =>
  Result.gen(function* () {
    const { segments, query } = yield* splitUrl(input, "hotelMap");
    const raw = yield* matchPattern("hotelMap", HOTEL_MAP_ROUTE, segments, input);
    const language = yield* parseLiteral(raw.lang, LANGUAGES, "hotelMap", "lang");
    const path = yield* parseHotelSearchPath(raw, "hotelMap");
    const options = yield* parseHotelResultsOptions(query, "hotelMap");
    return { language, route: { ...path, options: { ...options, hotelName: null, baseRate: null } } };
  });

/**
 * The milestone (map) URL of a results URL: same search, path word `results` replaced by `milestone`.
 *
 * @example hotelMilestoneUrlFromResultsUrl("/hotel/results/4521/2026-03-01/2026-03-05/2-0") // Success("/hotel/milestone/4521/…")
 */
export const hotelMilestoneUrlFromResultsUrl = (resultsUrl: string): Result.Result<string, RouteParseError> =>
  Result.map(parseHotelResultsUrl(resultsUrl), ({ route }) => buildHotelResultsUrl(route, "milestone"));

/** The map v3 URL of a results URL in a language (spec 001 §2 Map v3). */
export const hotelMapUrlFromResultsUrl = (
  resultsUrl: string,
  language: Language,
): Result.Result<string, RouteParseError> =>
  Result.map(parseHotelResultsUrl(resultsUrl), ({ route }) => buildHotelMapUrl(route, language));
