import * as Result from "effect/Result";
import { type CalendarDate, formatCalendarDate, parseCalendarDate } from "../dates/index.js";
import { formatRoom, parseRoom, type Room } from "../occupancy/index.js";
import { type RouteParseError, routeParseError } from "./routeParseError.js";
import { fillRoute, matchRoute } from "./routeTable.js";
import { decodeText, encodeSegment, joinSegmentList, parseLiteral, splitSegmentList, splitUrl } from "./urlCodec.js";

/** Cabin values (spec 002 §3: "Cabin values: ALL (indistinct, default), ECO, BSN, FST"). */
export type FlightCabin = "ALL" | "ECO" | "BSN" | "FST";

/** Every {@link FlightCabin}, default first. */
export const FLIGHT_CABINS: readonly FlightCabin[] = ["ALL", "ECO", "BSN", "FST"];

/** A connections option: 0 direct, 1 one stop, 2 two or more (spec 002 §3: "stops (0, 1, 2 or more)"). */
export type FlightStopsOption = 0 | 1 | 2;

/** Every {@link FlightStopsOption}. */
export const FLIGHT_STOPS_OPTIONS: readonly FlightStopsOption[] = [0, 1, 2];

/**
 * A flight search, as the friendly results URL and the flight search form carry it (spec 002 §2, §3).
 */
export interface FlightSearch {
  /** Origins as shown (the URL's `{destinations}` segment and the form's `search[tagPlaces]`), joined by `;`; non-empty items. */
  readonly origins: readonly string[];
  /** Origin ids (the URL's `{destinationIds}` and the form's `search[destinations_selected_ids]`), joined by `;`. */
  readonly originIds: readonly string[];
  readonly toCityName: string;
  readonly toCityId: string;
  /** Spec 002 §3 "partida". */
  readonly departure: CalendarDate;
  /** Spec 002 §3 "regreso"; `null` for none (one-way). */
  readonly returnDate: CalendarDate | null;
  /** Spec 002 §3 "fechas_flexibles". */
  readonly flexibleDates: boolean;
  /** Spec 002 §3 "solo_ida". */
  readonly oneWay: boolean;
  /** Adults, children and the children's ages: `adults-children[:ages]`. */
  readonly passengers: Room;
  readonly cabin: FlightCabin;
  /** Selected connections options; empty means no restriction. */
  readonly stops: readonly FlightStopsOption[];
  /** The office id (B2B supplier selection), or `null`. */
  readonly officeId: string | null;
}

/**
 * The text of an empty `{stops}` or `{officeId}` segment. The spec leaves it open; a path segment cannot be empty in
 * practice (`//` gets collapsed), so core writes `-` (and writes an office id that is literally `-` as `%2D`).
 */
export const FLIGHT_ROUTE_EMPTY_MARKER = "-";

const ROUTE = "flightResults";

/**
 * Builds the friendly flight results URL.
 *
 * Spec 002 §2: "/flight/results/{destinations}/{passengers}/{destinationIds}/{toCityName}/{toCityId}/{dates}/
 * {flexibleDates}/{oneWay}/{cabin}/{stops}/{officeId}"; "origins are joined by ';'; passengers are
 * adults-children[:ages]; dates are departure[;return]; flexible-dates and one-way flags: '1' means true" (core writes
 * false as `0`); stops are the selected options joined by `;`.
 *
 * @example buildFlightResultsUrl(search) // "/flight/results/BUE;COR/2-1:5/1;2/Madrid/MAD/2026-07-01;2026-07-15/0/0/ALL/0;1/-"
 */
export const buildFlightResultsUrl = (search: FlightSearch): string =>
  fillRoute("flightResults", {
    destinations: joinSegmentList(search.origins, ";"),
    passengers: encodeSegment(formatRoom(search.passengers)),
    destinationIds: joinSegmentList(search.originIds, ";"),
    toCityName: encodeSegment(search.toCityName),
    toCityId: encodeSegment(search.toCityId),
    dates: [search.departure, ...(search.returnDate === null ? [] : [search.returnDate])]
      .map(formatCalendarDate)
      .join(";"),
    flexibleDates: search.flexibleDates ? "1" : "0",
    oneWay: search.oneWay ? "1" : "0",
    cabin: search.cabin,
    stops: search.stops.length === 0 ? FLIGHT_ROUTE_EMPTY_MARKER : search.stops.join(";"),
    officeId:
      search.officeId === null
        ? FLIGHT_ROUTE_EMPTY_MARKER
        : search.officeId === FLIGHT_ROUTE_EMPTY_MARKER
          ? "%2D"
          : encodeSegment(search.officeId),
  });

const parseFlag = (text: string, field: string): Result.Result<boolean, RouteParseError> =>
  Result.map(parseLiteral(text, ["1", "0"], ROUTE, field), (flag) => flag === "1");

/** Reads the `departure[;return]` dates text. */
const parseFlightDates = (
  text: string,
  route: string,
): Result.Result<{ departure: CalendarDate; returnDate: CalendarDate | null }, RouteParseError> => {
  const [departure = "", returnDate, ...rest] = text.split(";");
  if (rest.length > 0) return Result.fail(routeParseError(route, "dates", text, "expected departure[;return]"));
  const date = (value: string) =>
    Result.mapError(parseCalendarDate(value), (error) => routeParseError(route, "dates", text, error.reason));
  return Result.gen(function* () {
    return {
      departure: yield* date(departure),
      returnDate: returnDate === undefined ? null : yield* date(returnDate),
    };
  });
};

/** Reads selected stops options joined by `;` (or the empty marker). */
const parseFlightStops = (text: string, route: string): Result.Result<readonly FlightStopsOption[], RouteParseError> =>
  text === FLIGHT_ROUTE_EMPTY_MARKER
    ? Result.succeed([])
    : Result.all(
        text
          .split(";")
          .map(
            (item) =>
              Result.map(parseLiteral(item, ["0", "1", "2"], route, "stops"), Number) as Result.Result<
                FlightStopsOption,
                RouteParseError
              >,
          ),
      );

/**
 * Reads a friendly flight results URL. Never throws.
 *
 * @example parseFlightResultsUrl("/flight/results/BUE/1-0/1/Madrid/MAD/2026-07-01/0/1/ECO/-/-") // Success({ oneWay: true, … })
 */
export const parseFlightResultsUrl = (input: string): Result.Result<FlightSearch, RouteParseError> =>
  Result.gen(function* () {
    const { segments } = yield* splitUrl(input, ROUTE);
    const raw = yield* matchRoute("flightResults", segments, input);
    const passengersText = yield* decodeText(raw.passengers, ROUTE, "passengers");
    const { departure, returnDate } = yield* parseFlightDates(raw.dates, ROUTE);
    return {
      origins: yield* splitSegmentList(raw.destinations, ";", ROUTE, "destinations"),
      originIds: yield* splitSegmentList(raw.destinationIds, ";", ROUTE, "destinationIds"),
      toCityName: yield* decodeText(raw.toCityName, ROUTE, "toCityName"),
      toCityId: yield* decodeText(raw.toCityId, ROUTE, "toCityId"),
      departure,
      returnDate,
      flexibleDates: yield* parseFlag(raw.flexibleDates, "flexibleDates"),
      oneWay: yield* parseFlag(raw.oneWay, "oneWay"),
      passengers: yield* Result.mapError(parseRoom(passengersText), (error) =>
        routeParseError(ROUTE, "passengers", passengersText, error.reason),
      ),
      cabin: yield* parseLiteral(raw.cabin, FLIGHT_CABINS, ROUTE, "cabin"),
      stops: yield* parseFlightStops(raw.stops, ROUTE),
      officeId: raw.officeId === FLIGHT_ROUTE_EMPTY_MARKER ? null : yield* decodeText(raw.officeId, ROUTE, "officeId"),
    };
  });
