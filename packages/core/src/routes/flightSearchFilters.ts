import * as Result from "effect/Result";
import {
  type CalendarDate,
  type ClockTime,
  formatClockTime,
  parseCalendarDate,
  parseClockTime,
} from "../dates/index.js";
import { FLIGHT_STOPS_OPTIONS, type FlightStopsOption } from "./flightResultsUrl.js";
import { type RouteParseError, routeParseError } from "./routeParseError.js";
import {
  MINOR_UNITS_BOUNDS,
  parseIntegerText,
  parseLiteral,
  type QueryPairs,
  queryOptional,
  queryValue,
  queryValues,
} from "./urlCodec.js";

/** Baggage filter (spec 002 §9: "Baggage filter: ALL, WFBA (included), NB (not included)"). */
export type FlightBaggageFilter = "ALL" | "WFBA" | "NB";
/** Every {@link FlightBaggageFilter}, default first. */
export const FLIGHT_BAGGAGE_OPTIONS: readonly FlightBaggageFilter[] = ["ALL", "WFBA", "NB"];

/** Transport-type filter (spec 002 §9: "Transport filter: ALL, Air, Train"). */
export type FlightSegmentsTypeFilter = "ALL" | "Air" | "Train";
/** Every {@link FlightSegmentsTypeFilter}, default first. */
export const FLIGHT_SEGMENTS_TYPE_OPTIONS: readonly FlightSegmentsTypeFilter[] = ["ALL", "Air", "Train"];

/** Sort orders (spec 002 §2: "PRICE:ASC (Precio), RELEVANCY:DESC (Relevancia), DURATION:ASC (Duración)"). */
export type FlightSortOrder = "PRICE:ASC" | "RELEVANCY:DESC" | "DURATION:ASC";
/** Every {@link FlightSortOrder}, default first (spec 002 §9: "sort PRICE:ASC"). */
export const FLIGHT_SORT_ORDERS: readonly FlightSortOrder[] = ["PRICE:ASC", "RELEVANCY:DESC", "DURATION:ASC"];

/** Airport codes selected for one leg (spec 002 §3: "airports per leg (0 outbound, 1 return) each with departure, stop, arrival lists"). */
export interface FlightLegAirportsFilter {
  readonly departure: readonly string[];
  readonly stop: readonly string[];
  readonly arrival: readonly string[];
}

/**
 * A schedule window for one leg and direction: from/to times (HH:mm) and from/to dates; `null` = unbounded.
 *
 * Spec 002 §3: "Timetable: per leg (0, 1) and direction (departure, arrival): from and to time (HH:mm) plus from_date
 * and to_date".
 */
export interface FlightTimeWindow {
  readonly from: ClockTime | null;
  readonly to: ClockTime | null;
  readonly fromDate: CalendarDate | null;
  readonly toDate: CalendarDate | null;
}

/** The departure and arrival windows of one leg. */
export interface FlightLegTimetableFilter {
  readonly departure: FlightTimeWindow;
  readonly arrival: FlightTimeWindow;
}

/**
 * The state of every flight results filter, sort and page: what a flight results URL's query carries.
 *
 * Spec 002 §3 Flight filters and spec 000 §3 Saved filters: airlines, airports, stops, serviceClass, baggage,
 * segmentsTypes, bookingClasses, timetable, priceRange, pagination, sorting. Index 0 of `airports` and `timetable`
 * is the outbound leg, 1 the return leg.
 */
export interface FlightSearchFilters {
  /** Selected carrier codes. */
  readonly airlines: readonly string[];
  readonly baggage: FlightBaggageFilter;
  readonly segmentsTypes: FlightSegmentsTypeFilter;
  /** Selected stops buckets: 0 direct, 1 one, 2 two or more; empty = all. */
  readonly stops: readonly FlightStopsOption[];
  readonly airports: readonly [FlightLegAirportsFilter, FlightLegAirportsFilter];
  /** `ALL` or a service-class code such as `NMO.GBL.SCL.ECO` (spec 002 §9). */
  readonly serviceClass: string;
  /** Selected booking classes (B2B only, spec 002 §6). */
  readonly bookingClasses: readonly string[];
  /** Price bounds in integer minor units of `currency` (core's money rule); `null` = no bound. */
  readonly priceRange: {
    readonly minimum: number | null;
    readonly maximum: number | null;
    readonly currency: string | null;
  };
  readonly timetable: readonly [FlightLegTimetableFilter, FlightLegTimetableFilter];
  readonly pagination: { readonly currentPage: number };
  readonly sorting: FlightSortOrder;
}

const noAirports: FlightLegAirportsFilter = { departure: [], stop: [], arrival: [] };
const openWindow: FlightTimeWindow = { from: null, to: null, fromDate: null, toDate: null };
const openLeg: FlightLegTimetableFilter = { departure: openWindow, arrival: openWindow };

/** No filter applied: everything ALL, nothing selected, page 1, sorted PRICE:ASC (spec 002 §9). */
export const flightSearchFiltersDefault: FlightSearchFilters = {
  airlines: [],
  baggage: "ALL",
  segmentsTypes: "ALL",
  stops: [],
  airports: [noAirports, noAirports],
  serviceClass: "ALL",
  bookingClasses: [],
  priceRange: { minimum: null, maximum: null, currency: null },
  timetable: [openLeg, openLeg],
  pagination: { currentPage: 1 },
  sorting: "PRICE:ASC",
};

const LEGS = [0, 1] as const;
const AIRPORT_DIRECTIONS = ["departure", "stop", "arrival"] as const;
const TIME_DIRECTIONS = ["departure", "arrival"] as const;

type Pair = [string, string];
const when = (condition: boolean, pair: () => Pair): Pair[] => (condition ? [pair()] : []);
const list = (key: string, values: readonly string[]): Pair[] => values.map((value): Pair => [key, value]);

/**
 * The query pairs of a flight filter state: only what differs from {@link flightSearchFiltersDefault}.
 * Keys: `airlines`, `baggage`, `segmentsTypes`, `stops`, `airports.{leg}.{departure|stop|arrival}`, `serviceClass`,
 * `bookingClasses`, `priceRange.{minimum|maximum|currency}`, `timetable.{leg}.{departure|arrival}.{from|to|fromDate|toDate}`,
 * `pagination.currentPage`, `sorting`. Lists repeat their key.
 *
 * @example flightSearchFiltersToQuery({ ...flightSearchFiltersDefault, baggage: "WFBA" }) // [["baggage", "WFBA"]]
 */
export const flightSearchFiltersToQuery = (filters: FlightSearchFilters): Pair[] => [
  ...list("airlines", filters.airlines),
  ...when(filters.baggage !== "ALL", () => ["baggage", filters.baggage]),
  ...when(filters.segmentsTypes !== "ALL", () => ["segmentsTypes", filters.segmentsTypes]),
  ...list("stops", filters.stops.map(String)),
  ...LEGS.flatMap((leg) =>
    AIRPORT_DIRECTIONS.flatMap((direction) => list(`airports.${leg}.${direction}`, filters.airports[leg][direction])),
  ),
  ...when(filters.serviceClass !== "ALL", () => ["serviceClass", filters.serviceClass]),
  ...list("bookingClasses", filters.bookingClasses),
  ...when(filters.priceRange.minimum !== null, () => ["priceRange.minimum", String(filters.priceRange.minimum)]),
  ...when(filters.priceRange.maximum !== null, () => ["priceRange.maximum", String(filters.priceRange.maximum)]),
  ...when(filters.priceRange.currency !== null, () => ["priceRange.currency", filters.priceRange.currency ?? ""]),
  ...LEGS.flatMap((leg) =>
    TIME_DIRECTIONS.flatMap((direction) => {
      const window = filters.timetable[leg][direction];
      const key = `timetable.${leg}.${direction}`;
      return [
        ...when(window.from !== null, () => [`${key}.from`, window.from === null ? "" : formatClockTime(window.from)]),
        ...when(window.to !== null, () => [`${key}.to`, window.to === null ? "" : formatClockTime(window.to)]),
        ...when(window.fromDate !== null, () => [`${key}.fromDate`, window.fromDate ?? ""]),
        ...when(window.toDate !== null, () => [`${key}.toDate`, window.toDate ?? ""]),
      ];
    }),
  ),
  ...when(filters.pagination.currentPage !== 1, () => [
    "pagination.currentPage",
    String(filters.pagination.currentPage),
  ]),
  ...when(filters.sorting !== "PRICE:ASC", () => ["sorting", filters.sorting]),
];

const ROUTE = "flightSearch";

const relabel =
  (key: string) =>
  (error: { readonly input: string; readonly reason: string }): RouteParseError =>
    routeParseError(ROUTE, key, error.input, error.reason);

const readWindow = (query: QueryPairs, key: string): Result.Result<FlightTimeWindow, RouteParseError> =>
  Result.gen(function* () {
    const time = (suffix: string) =>
      queryOptional<ClockTime | null>(query, `${key}.${suffix}`, null, (text) =>
        Result.mapError(parseClockTime(text), relabel(`${key}.${suffix}`)),
      );
    const date = (suffix: string) =>
      queryOptional<CalendarDate | null>(query, `${key}.${suffix}`, null, (text) =>
        Result.mapError(parseCalendarDate(text), relabel(`${key}.${suffix}`)),
      );
    return {
      from: yield* time("from"),
      to: yield* time("to"),
      fromDate: yield* date("fromDate"),
      toDate: yield* date("toDate"),
    };
  });

const readLeg = (query: QueryPairs, leg: 0 | 1) =>
  Result.gen(function* () {
    const airports: FlightLegAirportsFilter = {
      departure: queryValues(query, `airports.${leg}.departure`),
      stop: queryValues(query, `airports.${leg}.stop`),
      arrival: queryValues(query, `airports.${leg}.arrival`),
    };
    const timetable: FlightLegTimetableFilter = {
      departure: yield* readWindow(query, `timetable.${leg}.departure`),
      arrival: yield* readWindow(query, `timetable.${leg}.arrival`),
    };
    return { airports, timetable };
  });

/**
 * Reads a flight filter state from query pairs; absent keys take their default, unknown keys are ignored, a malformed
 * value is a {@link RouteParseError} naming its key. Never throws.
 */
export const parseFlightSearchFilters = (query: QueryPairs): Result.Result<FlightSearchFilters, RouteParseError> =>
  Result.gen(function* () {
    const minor = (key: string) =>
      queryOptional<number | null>(query, key, null, (text) => parseIntegerText(text, ROUTE, key, MINOR_UNITS_BOUNDS));
    const stops = yield* Result.all(
      queryValues(query, "stops").map((text) =>
        Result.map(
          parseLiteral(text, FLIGHT_STOPS_OPTIONS.map(String), ROUTE, "stops"),
          (value) => Number(value) as FlightStopsOption,
        ),
      ),
    );
    const outbound = yield* readLeg(query, 0);
    const inbound = yield* readLeg(query, 1);
    return {
      airlines: queryValues(query, "airlines"),
      baggage: yield* queryOptional(query, "baggage", "ALL" as FlightBaggageFilter, (text) =>
        parseLiteral(text, FLIGHT_BAGGAGE_OPTIONS, ROUTE, "baggage"),
      ),
      segmentsTypes: yield* queryOptional(query, "segmentsTypes", "ALL" as FlightSegmentsTypeFilter, (text) =>
        parseLiteral(text, FLIGHT_SEGMENTS_TYPE_OPTIONS, ROUTE, "segmentsTypes"),
      ),
      stops,
      airports: [outbound.airports, inbound.airports],
      serviceClass: queryValue(query, "serviceClass") ?? "ALL",
      bookingClasses: queryValues(query, "bookingClasses"),
      priceRange: {
        minimum: yield* minor("priceRange.minimum"),
        maximum: yield* minor("priceRange.maximum"),
        currency: queryValue(query, "priceRange.currency") ?? null,
      },
      timetable: [outbound.timetable, inbound.timetable],
      pagination: {
        currentPage: yield* queryOptional(query, "pagination.currentPage", 1, (text) =>
          parseIntegerText(text, ROUTE, "pagination.currentPage", { min: 1, max: Number.MAX_SAFE_INTEGER }),
        ),
      },
      sorting: yield* queryOptional(query, "sorting", "PRICE:ASC" as FlightSortOrder, (text) =>
        parseLiteral(text, FLIGHT_SORT_ORDERS, ROUTE, "sorting"),
      ),
    };
  });
