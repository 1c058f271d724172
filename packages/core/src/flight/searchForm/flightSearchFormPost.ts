import * as Result from "effect/Result";
import { formatCalendarDate, parseCalendarDate } from "../../dates/index.js";
import { stringPairsOf } from "../../internal/outsideInput.js";
import { parseRoom } from "../../occupancy/index.js";
import {
  FLIGHT_CABINS,
  FLIGHT_STOPS_OPTIONS,
  type FlightSearch,
  type FlightStopsOption,
} from "../../routes/flightResultsUrl.js";
import { type FormEntries, formFlag, formReader } from "../../routes/formEntries.js";
import { type RouteParseError, routeParseError } from "../../routes/routeParseError.js";
import { ROUTES } from "../../routes/routeTable.js";
import { joinSegmentList, parseLiteral, splitSegmentList } from "../../routes/urlCodec.js";

/** Where the flight search form posts (spec 002 §2 "POST search/flight", written rooted). */
export const FLIGHT_SEARCH_POST_PATH = ROUTES.flightSearchPost;

const FORM = "flightSearchPost";

/**
 * The flight search as posted form fields.
 *
 * Spec 002 §3: "search[destinations_selected_ids], search[tagPlaces], search[to][city_id], search[to][city],
 * search[partida], search[regreso], search[solo_ida], search[fechas_flexibles], search[adults], search[children],
 * search[ages], search[cabin], search[officeID], search[stops-{code}] per connection option". Core defines the values
 * the spec leaves open: lists are items joined by `;` (each item percent-encoded, as in the results URL), dates
 * `YYYY-MM-DD` (`search[regreso]` empty when there is none), flags `1`/`0`, ages joined by `-`, an empty
 * `search[officeID]` for none (so an empty office id cannot be posted), and `search[stops-{code}]=1` for each selected
 * connections option.
 *
 * @example flightSearchFormEntries(search) // [["search[destinations_selected_ids]", "1;2"], …, ["search[stops-0]", "1"]]
 */
export const flightSearchFormEntries = (search: FlightSearch): [string, string][] => [
  ["search[destinations_selected_ids]", joinSegmentList(search.originIds, ";")],
  ["search[tagPlaces]", joinSegmentList(search.origins, ";")],
  ["search[to][city_id]", search.toCityId],
  ["search[to][city]", search.toCityName],
  ["search[partida]", formatCalendarDate(search.departure)],
  ["search[regreso]", search.returnDate === null ? "" : formatCalendarDate(search.returnDate)],
  ["search[solo_ida]", formFlag(search.oneWay)],
  ["search[fechas_flexibles]", formFlag(search.flexibleDates)],
  ["search[adults]", String(search.passengers.adults)],
  ["search[children]", String(search.passengers.children)],
  ["search[ages]", search.passengers.ages.join("-")],
  ["search[cabin]", search.cabin],
  ["search[officeID]", search.officeId ?? ""],
  ...search.stops.map((code): [string, string] => [`search[stops-${code}]`, "1"]),
];

/** Reads a posted flight search form. Never throws. */
export const parseFlightSearchForm = (entries: FormEntries): Result.Result<FlightSearch, RouteParseError> =>
  Result.gen(function* () {
    const read = formReader(FORM, entries);
    const date = (name: string) => read.field(name, Result.flatMap(read.one(name), parseCalendarDate));
    const adults = yield* read.integer("search[adults]", { min: 0, max: 99 });
    const children = yield* read.integer("search[children]", { min: 0, max: 99 });
    const ages = yield* read.one("search[ages]");
    const passengers = yield* read.field(
      "search[ages]",
      parseRoom(ages === "" ? `${adults}-${children}` : `${adults}-${children}:${ages}`),
    );
    const returnText = yield* read.one("search[regreso]");
    const stops: FlightStopsOption[] = [];
    for (const [name, value] of stringPairsOf(entries)) {
      const code = /^search\[stops-(.*)\]$/.exec(name)?.[1];
      if (code === undefined) continue;
      const option = yield* parseLiteral(code, FLIGHT_STOPS_OPTIONS.map(String), FORM, name);
      if (value !== "1") return yield* Result.fail(routeParseError(FORM, name, value, "a checked option posts 1"));
      stops.push(Number(option) as FlightStopsOption);
    }
    const cabin = yield* Result.flatMap(read.one("search[cabin]"), (text) =>
      parseLiteral(text, FLIGHT_CABINS, FORM, "search[cabin]"),
    );
    const officeId = yield* read.one("search[officeID]");
    return {
      origins: yield* Result.flatMap(read.one("search[tagPlaces]"), (text) =>
        splitSegmentList(text, ";", FORM, "search[tagPlaces]"),
      ),
      originIds: yield* Result.flatMap(read.one("search[destinations_selected_ids]"), (text) =>
        splitSegmentList(text, ";", FORM, "search[destinations_selected_ids]"),
      ),
      toCityName: yield* read.one("search[to][city]"),
      toCityId: yield* read.one("search[to][city_id]"),
      departure: yield* date("search[partida]"),
      returnDate: returnText === "" ? null : yield* date("search[regreso]"),
      flexibleDates: yield* read.flag("search[fechas_flexibles]"),
      oneWay: yield* read.flag("search[solo_ida]"),
      passengers,
      cabin,
      stops,
      officeId: officeId === "" ? null : officeId,
    };
  });
