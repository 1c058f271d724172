import * as Result from "effect/Result";
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
  CIRCUIT_DURATIONS,
  CIRCUIT_PARTY_LIMITS,
  CIRCUIT_PRICE_BANDS,
  CIRCUIT_REGIONS,
  CIRCUIT_SORTS,
  type CircuitRegion,
  type CircuitSort,
} from "./circuitCodes.js";
import { type CircuitFilters, canonicalCircuitFilters, circuitFiltersDefault } from "./circuitFilters.js";

/** Where a circuit search looks: a whole region, or the circuits that pass through one destination (a city code). */
export type CircuitArea =
  | { readonly _tag: "region"; readonly region: CircuitRegion }
  | { readonly _tag: "destination"; readonly code: string };

/** A circuit search: where, the month of departure (`YYYY-MM`), the travellers and the rooms they share. */
export interface CircuitSearch {
  readonly area: CircuitArea;
  readonly month: string;
  readonly travellers: number;
  readonly rooms: number;
}

/** A results page, all of it in its URL: the search, the area's name, the filters, the sort and the page. */
export interface CircuitResultsPage {
  readonly search: CircuitSearch;
  readonly areaName: string;
  readonly filters: CircuitFilters;
  readonly sort: CircuitSort;
  readonly page: number;
}

const ROUTE = "circuitResults";
const DESTINATION_CODE = /^[A-Z]{3}$/;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Whether travellers fit the rooms: every room sleeps one to three. */
export const circuitPartyFits = (travellers: number, rooms: number): boolean =>
  rooms >= 1 && travellers >= rooms && travellers <= rooms * 3;

/** Writes an area as its path segment: the region's code, or the destination's city code. */
export const formatCircuitArea = (area: CircuitArea): string => (area._tag === "region" ? area.region : area.code);

/**
 * Reads an area segment: one of core's `CIRCUIT_REGIONS`, or a three-letter city code. Never throws.
 *
 * @example parseCircuitArea("MAD") // Success({ _tag: "destination", code: "MAD" })
 */
export const parseCircuitArea = (text: string, route: string = ROUTE): Result.Result<CircuitArea, RouteParseError> => {
  if ((CIRCUIT_REGIONS as readonly string[]).includes(text))
    return Result.succeed({ _tag: "region", region: text as CircuitRegion });
  return DESTINATION_CODE.test(text)
    ? Result.succeed({ _tag: "destination", code: text })
    : Result.fail(routeParseError(route, "area", text, "expected a region or a city code"));
};

/** Reads a `YYYY-MM` month. */
export const parseCircuitMonth = (text: string, route: string = ROUTE): Result.Result<string, RouteParseError> => {
  const match = MONTH.exec(text);
  return match !== null && Number(match[1]) >= 1000
    ? Result.succeed(text)
    : Result.fail(routeParseError(route, "month", text, "expected YYYY-MM"));
};

/** Reads travellers and rooms, and refuses rooms the travellers do not fill (or that cannot hold them). */
export const parseCircuitParty = (
  travellersText: string,
  roomsText: string,
  route: string = ROUTE,
): Result.Result<{ travellers: number; rooms: number }, RouteParseError> =>
  Result.gen(function* () {
    const travellers = yield* parseIntegerText(travellersText, route, "travellers", CIRCUIT_PARTY_LIMITS.travellers);
    const rooms = yield* parseIntegerText(roomsText, route, "rooms", CIRCUIT_PARTY_LIMITS.rooms);
    if (!circuitPartyFits(travellers, rooms))
      return yield* Result.fail(routeParseError(route, "rooms", roomsText, "rooms must sleep one to three each"));
    return { travellers, rooms };
  });

/**
 * The search alone, as the search call sends it (`POST /api/v1/circuits/search {url}`).
 *
 * @example buildCircuitSearchUrl({ area: { _tag: "region", region: "europe" }, month: "2027-05", travellers: 2, rooms: 1 })
 * // "/circuits/results/europe/2027-05/2/1"
 */
export const buildCircuitSearchUrl = (search: CircuitSearch): string =>
  fillRoute(ROUTE, {
    area: encodeSegment(formatCircuitArea(search.area)),
    month: search.month,
    travellers: String(search.travellers),
    rooms: String(search.rooms),
  });

/**
 * A results page's URL: the search path, then the query (`name`, one `duration`, `country` and `price` per chosen
 * code, `available=true`, `sort`, `page`), each left out at its default.
 *
 * @example buildCircuitResultsUrl({ ...page, filters: { ...circuitFiltersDefault, countries: ["ES"] } })
 * // "/circuits/results/europe/2027-05/2/1?name=Europa&country=ES"
 */
export const buildCircuitResultsUrl = (page: CircuitResultsPage): string => {
  const filters = canonicalCircuitFilters(page.filters);
  const pairs: [string, string][] = [];
  if (page.areaName !== "") pairs.push(["name", page.areaName]);
  for (const code of filters.durations) pairs.push(["duration", code]);
  for (const code of filters.countries) pairs.push(["country", code]);
  for (const code of filters.prices) pairs.push(["price", code]);
  if (filters.availableOnly) pairs.push(["available", "true"]);
  if (page.sort !== "recommended") pairs.push(["sort", page.sort]);
  if (page.page !== 1) pairs.push(["page", String(page.page)]);
  return `${buildCircuitSearchUrl(page.search)}${formatQuery(pairs)}`;
};

const codes = <T extends string>(query: QueryPairs, key: string, allowed: readonly T[]) =>
  Result.all(queryValues(query, key).map((text) => parseLiteral(text, allowed, ROUTE, key)));

const COUNTRY = /^[A-Z]{2}$/;

/** Reads a search path's segments (after the leading `/`). */
export const readCircuitSearch = (
  segments: readonly string[],
  input: string,
): Result.Result<CircuitSearch, RouteParseError> =>
  Result.gen(function* () {
    const raw = yield* matchRoute(ROUTE, segments, input);
    const area = yield* parseCircuitArea(yield* decodeText(raw.area, ROUTE, "area"));
    const month = yield* parseCircuitMonth(raw.month);
    const party = yield* parseCircuitParty(raw.travellers, raw.rooms);
    return { area, month, ...party };
  });

/**
 * Reads a results page URL (path and query; absolute URLs too). Never throws: a bad part is a `RouteParseError`
 * naming it. Lists read back in the filters' own order, whatever order the query gave.
 *
 * @example parseCircuitResultsUrl("/circuits/results/MAD/2027-05/2/1?duration=upTo7") // Success({ … })
 */
export const parseCircuitResultsUrl = (input: string): Result.Result<CircuitResultsPage, RouteParseError> =>
  Result.gen(function* () {
    const { segments, query } = yield* splitUrl(input, ROUTE);
    const search = yield* readCircuitSearch(segments, input);
    const countries = queryValues(query, "country");
    const badCountry = countries.find((code) => !COUNTRY.test(code));
    if (badCountry !== undefined)
      return yield* Result.fail(routeParseError(ROUTE, "country", badCountry, "expected an ISO country code"));
    const availableOnly = yield* queryOptional(query, "available", false, (text) =>
      Result.map(parseLiteral(text, ["true"], ROUTE, "available"), () => true),
    );
    const filters = canonicalCircuitFilters({
      ...circuitFiltersDefault,
      durations: yield* codes(query, "duration", CIRCUIT_DURATIONS),
      countries,
      prices: yield* codes(query, "price", CIRCUIT_PRICE_BANDS),
      availableOnly,
    });
    const sort = yield* queryOptional(query, "sort", "recommended" as CircuitSort, (text) =>
      parseLiteral(text, CIRCUIT_SORTS, ROUTE, "sort"),
    );
    const page = yield* queryOptional(query, "page", 1, (text) =>
      parseIntegerText(text, ROUTE, "page", { min: 1, max: 9999 }),
    );
    return { search, areaName: queryValue(query, "name") ?? "", filters, sort, page };
  });
