import * as Result from "effect/Result";
import { type CalendarDate, formatCalendarDate, nightsBetween, parseCalendarDate } from "../dates/index.js";
import { formRoomEntries, readFormRooms } from "../hotel/searchForm/hotelSearchFormPost.js";
import { formatOccupancy, type Occupancy, parseOccupancy } from "../occupancy/index.js";
import { type FormEntries, formFlag, formReader } from "./formEntries.js";
import { type RouteParseError, routeParseError } from "./routeParseError.js";
import { fillRoute, matchRoute, ROUTES } from "./routeTable.js";
import { decodeText, encodeItem, encodeSegment, joinSegmentList, splitSegmentList, splitUrl } from "./urlCodec.js";

/** A place picked in an autocomplete: its id and the name shown. */
export interface SearchPlace {
  readonly id: string;
  readonly name: string;
}

/**
 * A flight-plus-hotel search (spec 002 §3: "origins, to.city {id, name}, checkIn, checkOut, in/out (partial stay),
 * accommodation.city {id, name}, conditions {different_hotel, partial_hotel}, countRooms, rooms, nights").
 */
export interface PackageSearch {
  readonly origins: readonly SearchPlace[];
  readonly toCity: SearchPlace;
  /** Flight dates. */
  readonly checkIn: CalendarDate;
  readonly checkOut: CalendarDate;
  readonly rooms: Occupancy;
  /** 'Hotel only for a different destination': the accommodation city, or `null` (spec 002 §2). */
  readonly differentHotel: SearchPlace | null;
  /** 'Hotel only for part of the stay': the hotel entry and exit dates, or `null` (spec 002 §2). */
  readonly partialHotel: { readonly checkIn: CalendarDate; readonly checkOut: CalendarDate } | null;
}

const ROUTE = "packageResults";
const OFF = "0";

const formatPlace = (place: SearchPlace): string => `${encodeItem(place.id)}:${encodeItem(place.name)}`;

// Some link tools percent-encode the ':' between id and name (BUE%3ABuenos%20Aires): the same place. An item
// without a raw ':' is read decoded and split at its first ':', place ids being codes without one.
const parsePlace = (text: string, field: string): Result.Result<SearchPlace, RouteParseError> => {
  const parts = text.split(":");
  if (parts.length === 1) {
    return Result.flatMap(decodeText(text, ROUTE, field), (decoded) => {
      const colon = decoded.indexOf(":");
      return colon <= 0
        ? Result.fail(routeParseError(ROUTE, field, text, "expected id:name"))
        : Result.succeed({ id: decoded.slice(0, colon), name: decoded.slice(colon + 1) });
    });
  }
  if (parts.length !== 2) return Result.fail(routeParseError(ROUTE, field, text, "expected id:name"));
  return Result.gen(function* () {
    return {
      id: yield* decodeText(parts[0] ?? "", ROUTE, field),
      name: yield* decodeText(parts[1] ?? "", ROUTE, field),
    };
  });
};

/**
 * Builds the package results URL. Spec 002 §2 says only "/flightsHotels/results — the search is serialised into
 * the path"; core defines the path as
 * `/flightsHotels/results/{origins}/{toCityId}/{toCityName}/{checkIn}/{checkOut}/{rooms}/{differentHotel}/{partialHotel}`:
 * origins are `id:name` items joined by `;` (id and name percent-encoded), rooms use the occupancy grammar,
 * `differentHotel` is `0` or the accommodation city as `id:name`, `partialHotel` is `0` or `in;out` dates.
 *
 * @example buildPackageResultsUrl(search) // "/flightsHotels/results/BUE:Buenos%20Aires/MAD/Madrid/2026-07-01/2026-07-15/2-0/0/0"
 */
export const buildPackageResultsUrl = (search: PackageSearch): string =>
  fillRoute("packageResults", {
    origins: search.origins.map(formatPlace).join(";"),
    toCityId: encodeSegment(search.toCity.id),
    toCityName: encodeSegment(search.toCity.name),
    checkIn: formatCalendarDate(search.checkIn),
    checkOut: formatCalendarDate(search.checkOut),
    rooms: encodeSegment(formatOccupancy(search.rooms)),
    differentHotel: search.differentHotel === null ? OFF : formatPlace(search.differentHotel),
    partialHotel:
      search.partialHotel === null
        ? OFF
        : `${formatCalendarDate(search.partialHotel.checkIn)};${formatCalendarDate(search.partialHotel.checkOut)}`,
  });

const dateField = (text: string, field: string) =>
  Result.mapError(parseCalendarDate(text), (error) => routeParseError(ROUTE, field, text, error.reason));

/** Reads a package results URL. Never throws. */
export const parsePackageResultsUrl = (input: string): Result.Result<PackageSearch, RouteParseError> =>
  Result.gen(function* () {
    const { segments } = yield* splitUrl(input, ROUTE);
    const raw = yield* matchRoute("packageResults", segments, input);
    const origins =
      raw.origins === "" ? [] : yield* Result.all(raw.origins.split(";").map((item) => parsePlace(item, "origins")));
    const roomsText = yield* decodeText(raw.rooms, ROUTE, "rooms");
    const partial = raw.partialHotel.split(";");
    if (raw.partialHotel !== OFF && partial.length !== 2) {
      return yield* Result.fail(routeParseError(ROUTE, "partialHotel", raw.partialHotel, "expected 0 or in;out"));
    }
    return {
      origins,
      toCity: {
        id: yield* decodeText(raw.toCityId, ROUTE, "toCityId"),
        name: yield* decodeText(raw.toCityName, ROUTE, "toCityName"),
      },
      checkIn: yield* dateField(raw.checkIn, "checkIn"),
      checkOut: yield* dateField(raw.checkOut, "checkOut"),
      rooms: yield* Result.mapError(parseOccupancy(roomsText), (error) =>
        routeParseError(ROUTE, "rooms", roomsText, error.reason),
      ),
      differentHotel: raw.differentHotel === OFF ? null : yield* parsePlace(raw.differentHotel, "differentHotel"),
      partialHotel:
        raw.partialHotel === OFF
          ? null
          : {
              checkIn: yield* dateField(partial[0] ?? "", "partialHotel"),
              checkOut: yield* dateField(partial[1] ?? "", "partialHotel"),
            },
    };
  });

/** Where the flight-plus-hotel form posts (spec 002 §2: "POST /search/flightsHotels"). */
export const PACKAGE_SEARCH_POST_PATH = ROUTES.packageSearchPost;

const FORM = "packageSearchPost";

/**
 * The flight-plus-hotel search as posted form fields.
 *
 * Spec 002 §3: "search[origins], search[origins_names], search[to][city_id], search[to][city][id],
 * search[to][city][name], search[checkIn], search[checkOut], search[in], search[out], search[nights],
 * search[conditions][different_hotel], search[conditions][partial_hotel], search[accommodation][city][id],
 * search[accommodation][city][name], search[countRooms], search[adults][], search[children][], search[childAges][],
 * search[destinations_selected_ids]". Core defines: origin ids and names are lists joined by `;` (items
 * percent-encoded), `search[destinations_selected_ids]` repeats the origin ids, flags are `1`/`0`, fields of an
 * unchecked option are empty, `search[nights]` counts the hotel nights (the partial stay when checked), rooms post
 * as in the hotel form.
 */
export const packageSearchFormEntries = (search: PackageSearch): [string, string][] => {
  const ids = joinSegmentList(
    search.origins.map((origin) => origin.id),
    ";",
  );
  const stay = search.partialHotel ?? search;
  return [
    ["search[origins]", ids],
    [
      "search[origins_names]",
      joinSegmentList(
        search.origins.map((origin) => origin.name),
        ";",
      ),
    ],
    ["search[to][city_id]", search.toCity.id],
    ["search[to][city][id]", search.toCity.id],
    ["search[to][city][name]", search.toCity.name],
    ["search[checkIn]", formatCalendarDate(search.checkIn)],
    ["search[checkOut]", formatCalendarDate(search.checkOut)],
    ["search[in]", search.partialHotel === null ? "" : formatCalendarDate(search.partialHotel.checkIn)],
    ["search[out]", search.partialHotel === null ? "" : formatCalendarDate(search.partialHotel.checkOut)],
    ["search[nights]", String(nightsBetween(stay.checkIn, stay.checkOut))],
    ["search[conditions][different_hotel]", formFlag(search.differentHotel !== null)],
    ["search[conditions][partial_hotel]", formFlag(search.partialHotel !== null)],
    ["search[accommodation][city][id]", search.differentHotel?.id ?? ""],
    ["search[accommodation][city][name]", search.differentHotel?.name ?? ""],
    ["search[countRooms]", String(search.rooms.length)],
    ...formRoomEntries(search.rooms),
    ["search[destinations_selected_ids]", ids],
  ];
};

/** Reads a posted flight-plus-hotel form; duplicated fields must agree. Never throws. */
export const parsePackageSearchForm = (entries: FormEntries): Result.Result<PackageSearch, RouteParseError> =>
  Result.gen(function* () {
    const read = formReader(FORM, entries);
    const date = (name: string) => read.field(name, Result.flatMap(read.one(name), parseCalendarDate));
    const list = (name: string) => Result.flatMap(read.one(name), (text) => splitSegmentList(text, ";", FORM, name));
    const ids = yield* list("search[origins]");
    const names = yield* list("search[origins_names]");
    if (names.length !== ids.length) {
      return yield* Result.fail(routeParseError(FORM, "search[origins_names]", names.join(";"), "one name per origin"));
    }
    const selected = yield* read.one("search[destinations_selected_ids]");
    if (selected !== joinSegmentList(ids, ";")) {
      return yield* Result.fail(
        routeParseError(FORM, "search[destinations_selected_ids]", selected, "must repeat search[origins]"),
      );
    }
    const toCityId = yield* read.one("search[to][city][id]");
    const toCityIdAgain = yield* read.one("search[to][city_id]");
    if (toCityIdAgain !== toCityId) {
      return yield* Result.fail(
        routeParseError(FORM, "search[to][city_id]", toCityIdAgain, "must equal search[to][city][id]"),
      );
    }
    const checkIn = yield* date("search[checkIn]");
    const checkOut = yield* date("search[checkOut]");
    const different = yield* read.flag("search[conditions][different_hotel]");
    const partial = yield* read.flag("search[conditions][partial_hotel]");
    const partialHotel = partial ? { checkIn: yield* date("search[in]"), checkOut: yield* date("search[out]") } : null;
    const stay = partialHotel ?? { checkIn, checkOut };
    const nights = yield* read.integer("search[nights]", { min: -99_999, max: 99_999 });
    if (nights !== nightsBetween(stay.checkIn, stay.checkOut)) {
      return yield* Result.fail(
        routeParseError(FORM, "search[nights]", String(nights), "does not match the hotel dates"),
      );
    }
    const countRooms = yield* read.integer("search[countRooms]", { min: 0, max: 99 });
    return {
      origins: ids.map((id, index) => ({ id, name: names[index] ?? "" })),
      toCity: { id: toCityId, name: yield* read.one("search[to][city][name]") },
      checkIn,
      checkOut,
      rooms: yield* readFormRooms(FORM, entries, countRooms),
      differentHotel: different
        ? {
            id: yield* read.one("search[accommodation][city][id]"),
            name: yield* read.one("search[accommodation][city][name]"),
          }
        : null,
      partialHotel,
    };
  });
