import * as Result from "effect/Result";
import { activityFindHashTarget } from "../activity/activityFindHash.js";
import type { ActivitySearchFormValues } from "../activity/activitySearchForm.js";
import { circuitFindHashTarget } from "../circuit/circuitFindHash.js";
import type { CircuitSearchFormValues } from "../circuit/circuitSearchForm.js";
import { type CalendarDate, parseCalendarDate } from "../dates/calendarDate.js";
import {
  FLIGHT_SEARCH_FORM_DEFAULTS,
  type FlightAgeCode,
  type FlightSearchFormValues,
} from "../flight/searchForm/flightSearchForm.js";
import { HOTEL_SEARCH_FORM_DEFAULTS, type HotelSearchFormValues } from "../hotel/searchForm/hotelSearchForm.js";
import { HOUSE_SEARCH_FORM_DEFAULTS, type HouseSearchFormValues } from "../house/searchForm/houseSearchForm.js";
import type { MessageKey } from "../locale/catalog.js";
import { parseOccupancy, parseRoom, type Room } from "../occupancy/occupancy.js";
import { PACKAGE_SEARCH_FORM_DEFAULTS, type PackageSearchFormValues } from "../package/searchForm/packageSearchForm.js";
import { parseDestinationId } from "../routes/destinationId.js";
import { type FindProduct, parseFindHash } from "../routes/findHashRoute.js";
import { buildFlightResultsUrl } from "../routes/flightResultsUrl.js";
import { buildHotelResultsUrl, hotelResultsOptionsDefault } from "../routes/hotelResultsUrl.js";
import { buildPackageResultsUrl } from "../routes/packageSearch.js";
import { parseQuery, type QueryPairs, queryValue } from "../routes/urlCodec.js";
import { transferFindHashTarget } from "../transfer/transferFindHash.js";
import type { TransferSearchFormValues } from "../transfer/transferSearchForm.js";

/** A field a `find-…` hash carries (in its path or its query). */
export type FindHashField =
  | "destination"
  | "origins"
  | "checkIn"
  | "checkOut"
  | "rooms"
  | "departure"
  | "return"
  | "passengers"
  | "dateFrom"
  | "dateTo"
  | "participants"
  | "month"
  | "travellers";

/**
 * A field the hash lacks (`missing`) or carries in a form the box cannot take (`invalid`: not a date, a day
 * before today, a check-out not after the check-in, a return before the departure, an occupancy not in the grammar).
 */
export interface FindHashIssue {
  readonly field: FindHashField;
  readonly reason: "missing" | "invalid";
}

/** A product's box filled with every field the hash carries, ready for the box's `initial`. */
export type FindHashRestore =
  | { readonly product: "hotel"; readonly values: HotelSearchFormValues }
  | { readonly product: "flight"; readonly values: FlightSearchFormValues }
  | { readonly product: "flightHotel"; readonly values: PackageSearchFormValues }
  | { readonly product: "house"; readonly values: HouseSearchFormValues }
  | { readonly product: "transfer"; readonly values: TransferSearchFormValues }
  | { readonly product: "activity"; readonly values: ActivitySearchFormValues }
  | { readonly product: "circuit"; readonly values: CircuitSearchFormValues };

/**
 * Where a `find-{product}/{destinationName}/{destinationId}` hash leads (spec 000 §2 search-result hash routes;
 * spec 001 §2 "Pages find-hotel and find-house restore the search from the URL"):
 * - `results`: a hotel, flight or flight + hotel search that is complete: its results page (core's results URL);
 * - `box`: the product's box, filled with every field the hash carries, and the fields it lacks or cannot give
 *   (`issues`, in the box's order; empty for a complete `find-house`, whose box the visitor sends);
 * - `notOffered`: NetSuite has no search in this portal, which says so (a transfer, activity or circuit hash reads as
 *   core's `transferFindHashTarget`, `activityFindHashTarget`, `circuitFindHashTarget`; whether the user may book the
 *   product is the page's to say);
 * - `none`: not a find hash.
 */
export type FindHashTarget =
  | { readonly _tag: "results"; readonly product: FindProduct; readonly url: string }
  | ({ readonly _tag: "box"; readonly issues: readonly FindHashIssue[] } & FindHashRestore)
  | { readonly _tag: "notOffered"; readonly product: "transfer" | "netsuite" }
  | { readonly _tag: "none" };

/** What one query field gives: its value, or why there is none. */
type Read<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly reason: "missing" | "invalid" };

const missing = { ok: false, reason: "missing" } as const;
const invalid = { ok: false, reason: "invalid" } as const;
const ok = <T>(value: T): Read<T> => ({ ok: true, value });

const readWith =
  <T>(parse: (text: string) => Result.Result<T, unknown>) =>
  (text: string | undefined): Read<T> => {
    if (text === undefined || text === "") return missing;
    const parsed = parse(text);
    return Result.isSuccess(parsed) ? ok(parsed.success) : invalid;
  };
const readDate = readWith(parseCalendarDate);
const readOccupancy = readWith(parseOccupancy);
const readRoom = readWith(parseRoom);

const future = (read: Read<CalendarDate>, today: CalendarDate): Read<CalendarDate> =>
  read.ok && read.value < today ? invalid : read;
const after = (read: Read<CalendarDate>, start: Read<CalendarDate>, strict: boolean): Read<CalendarDate> =>
  read.ok && start.ok && (strict ? read.value <= start.value : read.value < start.value) ? invalid : read;

const readPlaces = (text: string | undefined): Read<readonly { id: string; name: string }[]> => {
  if (text === undefined || text === "") return missing;
  const places = text
    .split(";")
    .map((item) => item.split(":"))
    .filter((parts): parts is [string, string] => parts.length === 2 && parts[0] !== "" && parts[1] !== "")
    .map(([id, name]) => ({ id, name }));
  return places.length === 0 ? invalid : ok(places);
};

const issuesOf = (reads: readonly (readonly [FindHashField, Read<unknown>])[]): FindHashIssue[] =>
  reads.flatMap(([field, read]) => (read.ok ? [] : [{ field, reason: read.reason }]));

const valueOr = <T, D>(read: Read<T>, fallback: D): T | D => (read.ok ? read.value : fallback);
const dateText = (read: Read<CalendarDate>): string => valueOr(read, "");

const flightAge = (age: number): FlightAgeCode => (age === 1 || age === 2 || age === 3 ? age : 0);

const queryOf = (text: string, question: number): QueryPairs => {
  const query = parseQuery(question === -1 ? "" : text.slice(question + 1), "findHash");
  return Result.isSuccess(query) ? query.success : [];
};

/**
 * Reads a find hash (with or without `#` or a leading `/`) and its query, which core defines as the spec leaves it
 * open: `checkIn` and `checkOut` (`YYYY-MM-DD`) and `rooms` (`adults-children[:ages]` joined by `,`) for hotel and
 * flight + hotel, plus `origins` (`id:name` joined by `;`) for flight + hotel; `origins` (`id:name;…`), `departure`,
 * optional `return` (none: one way) and `passengers` (`adults-children[:ages]`) for flights; `checkIn`, `checkOut` and
 * `passengers` (a whole number) for houses. The destination name comes back with its spaces restored from capitals
 * (spec 000 §2). A date before `today` counts as invalid. An incomplete hash restores every field it does carry in its
 * box and names the others. Never throws.
 *
 * @example findHashTarget("#find-hotel/BuenosAires/BUE?checkIn=2027-03-01&checkOut=2027-03-05&rooms=2-0", "2026-11-25")
 * // { _tag: "results", product: "hotel", url: "/hotel/results/BUE/2027-03-01/2027-03-05/2-0" }
 * @example findHashTarget("#find-hotel/BuenosAires/BUE?checkIn=2027-03-01", "2026-11-25")
 * // { _tag: "box", product: "hotel", values: { destinationName: "Buenos Aires", checkIn: "2027-03-01", … },
 * //   issues: [{ field: "checkOut", reason: "missing" }, { field: "rooms", reason: "missing" }] }
 */
export const findHashTarget = (hash: string, today: CalendarDate): FindHashTarget => {
  const text = hash.replace(/^\/?#?/, "");
  const question = text.indexOf("?");
  const route = parseFindHash(question === -1 ? text : text.slice(0, question));
  if (Result.isFailure(route)) return { _tag: "none" };
  const { product, destinationName, destinationId } = route.success;
  if (product === "netsuite") return { _tag: "notOffered", product };
  const pairs = queryOf(text, question);
  const read = (name: string) => queryValue(pairs, name);
  if (product === "transfer") {
    const target = transferFindHashTarget(destinationName, destinationId, read, today);
    return target._tag === "results" ? { ...target, product } : { ...target, product };
  }
  if (product === "activity") {
    const target = activityFindHashTarget(destinationName, destinationId, read, today);
    return target._tag === "results" ? { ...target, product } : { ...target, product };
  }
  if (product === "circuit") {
    const target = circuitFindHashTarget(destinationName, destinationId, read, today);
    return target._tag === "results" ? { ...target, product } : { ...target, product };
  }

  if (product === "house") {
    const checkIn = future(readDate(read("checkIn")), today);
    const checkOut = after(future(readDate(read("checkOut")), today), checkIn, true);
    const count = read("passengers");
    const passengers: Read<number> =
      count === undefined || count === "" ? missing : /^[1-9]\d?$/.test(count) ? ok(Number(count)) : invalid;
    return {
      _tag: "box",
      product,
      values: {
        destinationId,
        destinationName,
        checkIn: dateText(checkIn),
        checkOut: dateText(checkOut),
        passengers: valueOr(passengers, HOUSE_SEARCH_FORM_DEFAULTS.passengers),
      },
      issues: issuesOf([
        ["checkIn", checkIn],
        ["checkOut", checkOut],
        ["passengers", passengers],
      ]),
    };
  }

  if (product === "hotel" || product === "flightHotel") {
    const destination = readWith(parseDestinationId)(destinationId);
    const origins = product === "flightHotel" ? readPlaces(read("origins")) : ok([]);
    const checkIn = future(readDate(read("checkIn")), today);
    const checkOut = after(future(readDate(read("checkOut")), today), checkIn, true);
    const rooms = readOccupancy(read("rooms"));
    const issues = issuesOf([
      ["origins", origins],
      ["destination", product === "hotel" ? destination : ok(destinationId)],
      ["checkIn", checkIn],
      ["checkOut", checkOut],
      ["rooms", rooms],
    ]);
    if (issues.length === 0 && origins.ok && checkIn.ok && checkOut.ok && rooms.ok) {
      const url =
        product === "hotel" && destination.ok
          ? buildHotelResultsUrl({
              destination: destination.value,
              checkIn: checkIn.value,
              checkOut: checkOut.value,
              rooms: rooms.value,
              options: hotelResultsOptionsDefault,
            })
          : buildPackageResultsUrl({
              origins: origins.value,
              toCity: { id: destinationId, name: destinationName },
              checkIn: checkIn.value,
              checkOut: checkOut.value,
              rooms: rooms.value,
              differentHotel: null,
              partialHotel: null,
            });
      return { _tag: "results", product, url };
    }
    const common = {
      destinationId: destination.ok || product === "flightHotel" ? destinationId : "",
      destinationName,
      checkIn: dateText(checkIn),
      checkOut: dateText(checkOut),
    };
    return product === "hotel"
      ? {
          _tag: "box",
          product,
          values: { ...HOTEL_SEARCH_FORM_DEFAULTS, ...common, rooms: valueOr(rooms, HOTEL_SEARCH_FORM_DEFAULTS.rooms) },
          issues,
        }
      : {
          _tag: "box",
          product,
          values: {
            ...PACKAGE_SEARCH_FORM_DEFAULTS,
            ...common,
            origins: valueOr(origins, []),
            rooms: valueOr(rooms, PACKAGE_SEARCH_FORM_DEFAULTS.rooms),
          },
          issues,
        };
  }

  const origins = readPlaces(read("origins"));
  const departure = future(readDate(read("departure")), today);
  const returnText = read("return");
  const returnDate: Read<CalendarDate | null> =
    returnText === undefined || returnText === ""
      ? ok(null)
      : after(future(readDate(returnText), today), departure, false);
  const passengers: Read<Room> = readRoom(read("passengers"));
  const issues = issuesOf([
    ["origins", origins],
    ["departure", departure],
    ["return", returnDate],
    ["passengers", passengers],
  ]);
  if (issues.length === 0 && origins.ok && departure.ok && returnDate.ok && passengers.ok) {
    const url = buildFlightResultsUrl({
      origins: origins.value.map((place) => place.name),
      originIds: origins.value.map((place) => place.id),
      toCityName: destinationName,
      toCityId: destinationId,
      departure: departure.value,
      returnDate: returnDate.value,
      flexibleDates: false,
      oneWay: returnDate.value === null,
      passengers: passengers.value,
      cabin: "ALL",
      stops: [],
      officeId: null,
    });
    return { _tag: "results", product, url };
  }
  const party = valueOr(passengers, null);
  return {
    _tag: "box",
    product,
    values: {
      ...FLIGHT_SEARCH_FORM_DEFAULTS,
      origins: valueOr(origins, []),
      destinationId,
      destinationName,
      departure: dateText(departure),
      returnDate: returnDate.ok && returnDate.value !== null ? returnDate.value : "",
      // A departure without a return is a one-way search, as in the results URL.
      oneWay: departure.ok && (returnText === undefined || returnText === ""),
      ...(party === null ? {} : { adults: party.adults, children: party.children, ages: party.ages.map(flightAge) }),
    },
    issues,
  };
};

/** The notice of a restored box: the field names (message keys) the hash lacks, then those it carries unusably. */
export interface FindHashNotice {
  /** 'Al enlace de búsqueda le falta: {fields}…' with these names, or nothing when empty. */
  readonly missing: readonly MessageKey[];
  /** 'Del enlace de búsqueda no pudimos usar: {fields}…' with these names, or nothing when empty. */
  readonly invalid: readonly MessageKey[];
}

/**
 * The names a box's notice lists for a hash's issues, in the box's order (core's message keys; the view joins them
 * as a list in the interface language and fills `findHash.missing` / `findHash.invalid`).
 *
 * @example findHashNotice([{ field: "checkOut", reason: "missing" }]) // { missing: ["findHash.fieldCheckOut"], invalid: [] }
 */
export const findHashNotice = (issues: readonly FindHashIssue[]): FindHashNotice => ({
  missing: issues.filter((issue) => issue.reason === "missing").map((issue) => FIELD_KEYS[issue.field]),
  invalid: issues.filter((issue) => issue.reason === "invalid").map((issue) => FIELD_KEYS[issue.field]),
});

const FIELD_KEYS = {
  destination: "findHash.fieldDestination",
  origins: "findHash.fieldOrigins",
  checkIn: "findHash.fieldCheckIn",
  checkOut: "findHash.fieldCheckOut",
  rooms: "findHash.fieldRooms",
  departure: "findHash.fieldDeparture",
  return: "findHash.fieldReturn",
  passengers: "findHash.fieldPassengers",
  dateFrom: "findHash.fieldDateFrom",
  dateTo: "findHash.fieldDateTo",
  participants: "findHash.fieldParticipants",
  month: "findHash.fieldMonth",
  travellers: "findHash.fieldTravellers",
} as const satisfies { readonly [F in FindHashField]: MessageKey };
