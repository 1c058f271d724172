import * as Result from "effect/Result";
import { type CalendarDate, formatCalendarDate, nightsBetween, parseCalendarDate } from "../../dates/index.js";
import type { Occupancy } from "../../occupancy/index.js";
import { type DestinationId, formatDestinationId, parseDestinationId } from "../../routes/destinationId.js";
import { type FormEntries, formReader } from "../../routes/formEntries.js";
import { HOTEL_AVAILABILITIES, type HotelAvailability } from "../../routes/hotelResultsUrl.js";
import { type RouteParseError, routeParseError } from "../../routes/routeParseError.js";
import { ROUTES } from "../../routes/routeTable.js";

/**
 * What the hotel search form posts (spec 001 §2 Routes, §3 Search form). `""` means an empty field.
 */
export interface HotelSearchForm {
  readonly destinationId: DestinationId;
  readonly externalHotelReference: string;
  readonly destinationName: string;
  readonly checkIn: CalendarDate;
  readonly checkOut: CalendarDate;
  readonly rooms: Occupancy;
  readonly availability: HotelAvailability;
  readonly hotelName: string;
}

/** Where the hotel search form posts: `POST /search/hotel` (the spec does not show the path; core defines it). */
export const HOTEL_SEARCH_POST_PATH = ROUTES.hotelSearchPost;

/** Writes rooms as the per-room arrays of a form post. */
export const formRoomEntries = (rooms: Occupancy): [string, string][] => [
  ...rooms.map((room): [string, string] => ["search[adults][]", String(room.adults)]),
  ...rooms.map((room): [string, string] => ["search[children][]", String(room.children)]),
  ...rooms.map((room): [string, string] => ["search[childAges][]", room.ages.join("-")]),
];

/**
 * The hotel search form as posted fields.
 *
 * Spec 001 §2: fields search[destinationId], search[externalHotelReference], search[destinationName],
 * search[checkIn], search[checkOut], search[nights], search[countRooms], search[adults][], search[children][],
 * search[childAges][], search[availability], search[hotelName]. `nights` and `countRooms` are derived; the
 * per-room arrays have one entry per room, and a room's `search[childAges][]` entry is its ages joined by `-`
 * (empty for no children), which core defines because the spec does not show it.
 *
 * @example hotelSearchFormEntries(form) // [["search[destinationId]", "4521"], …, ["search[adults][]", "2"], …]
 */
export const hotelSearchFormEntries = (form: HotelSearchForm): [string, string][] => [
  ["search[destinationId]", formatDestinationId(form.destinationId)],
  ["search[externalHotelReference]", form.externalHotelReference],
  ["search[destinationName]", form.destinationName],
  ["search[checkIn]", formatCalendarDate(form.checkIn)],
  ["search[checkOut]", formatCalendarDate(form.checkOut)],
  ["search[nights]", String(nightsBetween(form.checkIn, form.checkOut))],
  ["search[countRooms]", String(form.rooms.length)],
  ...formRoomEntries(form.rooms),
  ["search[availability]", form.availability],
  ["search[hotelName]", form.hotelName],
];

/** Reads per-room arrays (`search[adults][]`, `search[children][]`, `search[childAges][]`) into rooms. */
export const readFormRooms = (
  form: string,
  entries: FormEntries,
  countRooms: number,
): Result.Result<Occupancy, RouteParseError> => {
  const read = formReader(form, entries);
  const adults = read.all("search[adults][]");
  const children = read.all("search[children][]");
  const ages = read.all("search[childAges][]");
  for (const [name, list] of [
    ["search[adults][]", adults],
    ["search[children][]", children],
    ["search[childAges][]", ages],
  ] as const) {
    if (list.length !== countRooms) {
      return Result.fail(routeParseError(form, name, list.join(","), `expected ${countRooms} entries (countRooms)`));
    }
  }
  const count = (name: string, text: string): Result.Result<number, RouteParseError> =>
    /^(0|[1-9]\d?)$/.test(text)
      ? Result.succeed(Number(text))
      : Result.fail(routeParseError(form, name, text, "expected a whole number 0 to 99"));
  return Result.all(
    adults.map((adultsText, index) =>
      Result.gen(function* () {
        const agesText = ages[index] ?? "";
        if (agesText !== "" && !/^\d{1,2}(-\d{1,2})*$/.test(agesText)) {
          return yield* Result.fail(routeParseError(form, "search[childAges][]", agesText, "expected age-age…"));
        }
        return {
          adults: yield* count("search[adults][]", adultsText),
          children: yield* count("search[children][]", children[index] ?? ""),
          ages: agesText === "" ? [] : agesText.split("-").map(Number),
        };
      }),
    ),
  );
};

/**
 * Reads a posted hotel search form; `search[nights]` must match the dates and `search[countRooms]` the room arrays.
 * Never throws.
 */
export const parseHotelSearchForm = (entries: FormEntries): Result.Result<HotelSearchForm, RouteParseError> =>
  Result.gen(function* () {
    const form = "hotelSearchPost";
    const read = formReader(form, entries);
    const destinationId = yield* read.field(
      "search[destinationId]",
      Result.flatMap(read.one("search[destinationId]"), parseDestinationId),
    );
    const checkIn = yield* read.field(
      "search[checkIn]",
      Result.flatMap(read.one("search[checkIn]"), parseCalendarDate),
    );
    const checkOut = yield* read.field(
      "search[checkOut]",
      Result.flatMap(read.one("search[checkOut]"), parseCalendarDate),
    );
    const nights = yield* read.integer("search[nights]", { min: -99_999, max: 99_999 });
    if (nights !== nightsBetween(checkIn, checkOut)) {
      return yield* Result.fail(routeParseError(form, "search[nights]", String(nights), "does not match the dates"));
    }
    const countRooms = yield* read.integer("search[countRooms]", { min: 0, max: 99 });
    const availabilityText = yield* read.one("search[availability]");
    if (!(HOTEL_AVAILABILITIES as readonly string[]).includes(availabilityText)) {
      return yield* Result.fail(
        routeParseError(form, "search[availability]", availabilityText, "expected CNF, ALL or ORQ"),
      );
    }
    return {
      destinationId,
      externalHotelReference: yield* read.one("search[externalHotelReference]"),
      destinationName: yield* read.one("search[destinationName]"),
      checkIn,
      checkOut,
      rooms: yield* readFormRooms(form, entries, countRooms),
      availability: availabilityText as HotelAvailability,
      hotelName: yield* read.one("search[hotelName]"),
    };
  });
