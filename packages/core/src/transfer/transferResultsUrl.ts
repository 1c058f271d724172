import * as Result from "effect/Result";
import { parseCalendarDate } from "../dates/calendarDate.js";
import { formatRoom, parseRoom } from "../occupancy/occupancy.js";
import { type RouteParseError, routeParseError } from "../routes/routeParseError.js";
import { fillRoute, matchRoute } from "../routes/routeTable.js";
import {
  decodeText,
  encodeSegment,
  formatQuery,
  joinSegmentList,
  parseIntegerText,
  parseLiteral,
  type QueryPairs,
  queryValue,
  queryValues,
  splitSegmentList,
  splitUrl,
} from "../routes/urlCodec.js";
import { TRANSFER_SERVICE_TYPES, TRANSFER_VEHICLES } from "./transferCodes.js";
import { TRANSFER_FILTERS_NONE, TRANSFER_SORTS, type TransferFilters, type TransferSort } from "./transferFilters.js";
import {
  isTransferTime,
  TRANSFER_LUGGAGE_LIMITS,
  TRANSFER_POINT_KINDS,
  type TransferPoint,
  type TransferSearch,
  type TransferWay,
} from "./transferSearch.js";

/**
 * A transfer results page as its URL carries it: the search (the path), then the filters, the sort and the page (the
 * query).
 */
export interface TransferResultsPage {
  readonly search: TransferSearch;
  readonly filters: TransferFilters;
  readonly sort: TransferSort;
  /** 1-based. */
  readonly page: number;
}

const ROUTE = "transferResults";
const PAGE_BOUNDS = { min: 1, max: 9999 };
const PRICE_BOUNDS = { min: 0, max: Number.MAX_SAFE_INTEGER };

const pointSegment = (point: TransferPoint): string => joinSegmentList([point.kind, point.code, point.name], ":");
const waySegment = (way: TransferWay): string => `${way.date}T${way.time.replace(":", "")}`;

/**
 * Builds the path of a transfer search: `/transfer/results/{from}/{to}/{dates}/{passengers}/{luggage}` (core's
 * `ROUTES.transferResults`). Each end is `kind:code:name` (each part fully encoded); the dates are the outbound's
 * `YYYY-MM-DDTHHmm`, then `;` and the return's for a round trip; the passengers are one `adults-children[:ages]`
 * group, which puts the occupancy at path segment 6 (spec 000 §2 "transfers segment 6").
 *
 * @example buildTransferSearchUrl(search) // "/transfer/results/airport:MAD:Barajas/hotel:MADOMNICODE%3D7:Hotel%20Sol/2027-03-01T0930/2-1:5/3"
 */
export const buildTransferSearchUrl = (search: TransferSearch): string =>
  fillRoute(ROUTE, {
    from: pointSegment(search.from),
    to: pointSegment(search.to),
    dates: [search.outbound, ...(search.inbound === null ? [] : [search.inbound])].map(waySegment).join(";"),
    passengers: encodeSegment(formatRoom(search.passengers)),
    luggage: String(search.luggage),
  });

const queryOf = (page: TransferResultsPage): QueryPairs => {
  const { filters } = page;
  return [
    ...filters.serviceTypes.map((type) => ["type", type] as const),
    ...filters.vehicles.map((vehicle) => ["vehicle", vehicle] as const),
    ...filters.suppliers.map((supplier) => ["supplier", supplier] as const),
    ...(filters.minLuggage === null ? [] : [["luggage", String(filters.minLuggage)] as const]),
    ...(filters.priceMin === null ? [] : [["priceMin", String(filters.priceMin)] as const]),
    ...(filters.priceMax === null ? [] : [["priceMax", String(filters.priceMax)] as const]),
    ...(page.sort === "price" ? [] : [["sort", page.sort] as const]),
    ...(page.page === 1 ? [] : [["page", String(page.page)] as const]),
  ];
};

/**
 * Builds a transfer results page's URL: the search's path, and in the query the filters (`type`, `vehicle`,
 * `supplier` repeated; `luggage`, `priceMin`, `priceMax` in minor units), the sort (none for the default, price) and
 * the page (none for 1).
 *
 * @example buildTransferResultsUrl({ search, filters: TRANSFER_FILTERS_NONE, sort: "price", page: 2 }) // ".../3?page=2"
 */
export const buildTransferResultsUrl = (page: TransferResultsPage): string =>
  `${buildTransferSearchUrl(page.search)}${formatQuery(queryOf(page))}`;

const relabel =
  (field: string) =>
  (error: { readonly input: string; readonly reason: string }): RouteParseError =>
    routeParseError(ROUTE, field, error.input, error.reason);

const parsePoint = (raw: string, field: string): Result.Result<TransferPoint, RouteParseError> =>
  Result.gen(function* () {
    const parts = yield* splitSegmentList(raw, ":", ROUTE, field);
    const [kindText, code, name] = parts;
    if (parts.length !== 3 || kindText === undefined || code === undefined || name === undefined || !code || !name)
      return yield* Result.fail(routeParseError(ROUTE, field, raw, "expected kind:code:name"));
    const kind = yield* parseLiteral(kindText, TRANSFER_POINT_KINDS, ROUTE, field);
    return { kind, code, name };
  });

const WAY = /^(\d{4}-\d{2}-\d{2})T(\d{2})(\d{2})$/;

const parseWay = (text: string): Result.Result<TransferWay, RouteParseError> => {
  const match = WAY.exec(text);
  const time = match === null ? "" : `${match[2]}:${match[3]}`;
  if (match === null || !isTransferTime(time))
    return Result.fail(routeParseError(ROUTE, "dates", text, "expected YYYY-MM-DDTHHmm"));
  return Result.map(Result.mapError(parseCalendarDate(match[1] ?? ""), relabel("dates")), (date) => ({ date, time }));
};

/**
 * Reads a transfer search's dates segment: the outbound's `YYYY-MM-DDTHHmm`, then `;` and the return's for a round
 * trip (what {@link buildTransferSearchUrl} writes). Never throws.
 *
 * @example parseTransferDates("2027-03-01T0930;2027-03-08T1800") // Success({ outbound: { date: "2027-03-01", time: "09:30" }, inbound: { date: "2027-03-08", time: "18:00" } })
 */
export const parseTransferDates = (
  text: string,
): Result.Result<Pick<TransferSearch, "outbound" | "inbound">, RouteParseError> =>
  Result.gen(function* () {
    const ways = text.split(";");
    if (ways.length > 2) return yield* Result.fail(routeParseError(ROUTE, "dates", text, "at most two ways"));
    const outbound = yield* parseWay(ways[0] ?? "");
    const inbound = ways[1] === undefined ? null : yield* parseWay(ways[1]);
    return { outbound, inbound };
  });

const parseList = <const T extends string>(
  pairs: QueryPairs,
  key: string,
  allowed: readonly T[],
): Result.Result<T[], RouteParseError> =>
  Result.gen(function* () {
    const values: T[] = [];
    for (const text of queryValues(pairs, key)) {
      const value = yield* parseLiteral(text, allowed, ROUTE, key);
      if (!values.includes(value)) values.push(value);
    }
    return values;
  });

const optionalInteger = (
  pairs: QueryPairs,
  key: string,
  bounds: { readonly min: number; readonly max: number },
): Result.Result<number | null, RouteParseError> => {
  const text = queryValue(pairs, key);
  return text === undefined ? Result.succeed(null) : parseIntegerText(text, ROUTE, key, bounds);
};

/**
 * Reads a transfer search's path (absolute URL or path; the query is ignored). Never throws.
 *
 * @example parseTransferSearchUrl("/transfer/results/airport:MAD:Barajas/city:MAD:Madrid/2027-03-01T0930/2-0/2")
 */
export const parseTransferSearchUrl = (input: string): Result.Result<TransferSearch, RouteParseError> =>
  Result.gen(function* () {
    const { segments } = yield* splitUrl(input, ROUTE);
    const raw = yield* matchRoute(ROUTE, segments, input);
    const from = yield* parsePoint(raw.from, "from");
    const to = yield* parsePoint(raw.to, "to");
    const { outbound, inbound } = yield* parseTransferDates(raw.dates);
    const passengersText = yield* decodeText(raw.passengers, ROUTE, "passengers");
    const passengers = yield* Result.mapError(parseRoom(passengersText), relabel("passengers"));
    const luggage = yield* parseIntegerText(raw.luggage, ROUTE, "luggage", TRANSFER_LUGGAGE_LIMITS);
    return { from, to, outbound, inbound, passengers, luggage };
  });

/**
 * Reads a transfer results page's URL: the search from the path, the filters, sort and page from the query (an
 * unknown query key is ignored; a bad value of a known key is an error naming it). Never throws.
 *
 * @example parseTransferResultsUrl(".../2-0/2?type=private&page=2") // Success({ …, filters: { serviceTypes: ["private"], … }, page: 2 })
 */
export const parseTransferResultsUrl = (input: string): Result.Result<TransferResultsPage, RouteParseError> =>
  Result.gen(function* () {
    const search = yield* parseTransferSearchUrl(input);
    const { query: pairs } = yield* splitUrl(input, ROUTE);
    const sortText = queryValue(pairs, "sort");
    return {
      search,
      filters: {
        ...TRANSFER_FILTERS_NONE,
        serviceTypes: yield* parseList(pairs, "type", TRANSFER_SERVICE_TYPES),
        vehicles: yield* parseList(pairs, "vehicle", TRANSFER_VEHICLES),
        suppliers: [...new Set(queryValues(pairs, "supplier"))],
        minLuggage: yield* optionalInteger(pairs, "luggage", { min: 0, max: 99 }),
        priceMin: yield* optionalInteger(pairs, "priceMin", PRICE_BOUNDS),
        priceMax: yield* optionalInteger(pairs, "priceMax", PRICE_BOUNDS),
      },
      sort: sortText === undefined ? "price" : yield* parseLiteral(sortText, TRANSFER_SORTS, ROUTE, "sort"),
      page: (yield* optionalInteger(pairs, "page", PAGE_BOUNDS)) ?? 1,
    };
  });
