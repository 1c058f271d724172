import * as Result from "effect/Result";
import { type CalendarDate, parseCalendarDate } from "../dates/calendarDate.js";
import { type Occupancy, parseOccupancy, parseRoom, type Room } from "../occupancy/occupancy.js";
import { parseDestinationId } from "../routes/destinationId.js";
import { type FindProduct, parseFindHash } from "../routes/findHashRoute.js";
import { buildFlightResultsUrl } from "../routes/flightResultsUrl.js";
import { buildHotelResultsUrl, hotelResultsOptionsDefault } from "../routes/hotelResultsUrl.js";
import { buildPackageResultsUrl } from "../routes/packageSearch.js";
import { parseQuery, queryValue } from "../routes/urlCodec.js";

/**
 * Where a `find-{product}/{destinationName}/{destinationId}` hash leads (spec 000 §2 search-result hash routes;
 * spec 001 §2 "Pages find-hotel and find-house restore the search from the URL"):
 * - `results`: the search is complete, so its results page (core's results URL for the product);
 * - `box`: the product's home box, chosen, when the hash holds the destination but not the whole search;
 * - `house`: the house box restores itself (core's `houseSearchValuesFromHash`);
 * - `notOffered`: transfers and NetSuite have no search in this portal, which says so;
 * - `none`: not a find hash.
 */
export type FindHashTarget =
  | { readonly _tag: "results"; readonly product: FindProduct; readonly url: string }
  | { readonly _tag: "box"; readonly product: "hotel" | "flight" | "flightHotel" }
  | { readonly _tag: "house" }
  | { readonly _tag: "notOffered"; readonly product: "transfer" | "netsuite" }
  | { readonly _tag: "none" };

const date = (text: string | undefined): CalendarDate | null => {
  if (text === undefined) return null;
  const parsed = parseCalendarDate(text);
  return Result.isSuccess(parsed) ? parsed.success : null;
};
const occupancy = (text: string | undefined): Occupancy | null => {
  if (text === undefined) return null;
  const parsed = parseOccupancy(text);
  return Result.isSuccess(parsed) ? parsed.success : null;
};
const room = (text: string | undefined): Room | null => {
  if (text === undefined) return null;
  const parsed = parseRoom(text);
  return Result.isSuccess(parsed) ? parsed.success : null;
};

/**
 * Reads a find hash (with or without `#` or a leading `/`) and its query, which core defines as the spec leaves it
 * open: `checkIn` and `checkOut` (`YYYY-MM-DD`) and `rooms` (`adults-children[:ages]` joined by `,`) for hotel and
 * flight + hotel, plus `origins` (`id:name` joined by `;`) for flight + hotel; `origins` (`id:name;…`), `departure`,
 * optional `return` and `passengers` (`adults-children[:ages]`) for flights. The destination name comes back with
 * its spaces restored from capitals (spec 000 §2). A date before `today` does not count as given. Never throws.
 *
 * @example findHashTarget("#find-hotel/BuenosAires/BUE?checkIn=2027-03-01&checkOut=2027-03-05&rooms=2-0", "2026-11-25")
 * // { _tag: "results", product: "hotel", url: "/hotel/results/BUE/2027-03-01/2027-03-05/2-0" }
 */
export const findHashTarget = (hash: string, today: CalendarDate): FindHashTarget => {
  const text = hash.replace(/^\/?#?/, "");
  const question = text.indexOf("?");
  const route = parseFindHash(question === -1 ? text : text.slice(0, question));
  if (Result.isFailure(route)) return { _tag: "none" };
  const { product, destinationName, destinationId } = route.success;
  if (product === "transfer" || product === "netsuite") return { _tag: "notOffered", product };
  if (product === "house") return { _tag: "house" };
  const query = parseQuery(question === -1 ? "" : text.slice(question + 1), "findHash");
  const pairs = Result.isSuccess(query) ? query.success : [];
  const read = (name: string) => queryValue(pairs, name);
  const future = (value: CalendarDate | null) => (value !== null && value >= today ? value : null);
  const places = (read("origins") ?? "")
    .split(";")
    .map((item) => item.split(":"))
    .filter((parts): parts is [string, string] => parts.length === 2 && parts[0] !== "" && parts[1] !== "")
    .map(([id, name]) => ({ id, name }));
  const box = { _tag: "box", product } as const;
  if (product === "hotel") {
    const destination = parseDestinationId(destinationId);
    const checkIn = future(date(read("checkIn")));
    const checkOut = future(date(read("checkOut")));
    const rooms = occupancy(read("rooms"));
    if (Result.isFailure(destination) || checkIn === null || checkOut === null || checkOut <= checkIn || rooms === null)
      return box;
    const url = buildHotelResultsUrl({
      destination: destination.success,
      checkIn,
      checkOut,
      rooms,
      options: hotelResultsOptionsDefault,
    });
    return { _tag: "results", product, url };
  }
  if (product === "flightHotel") {
    const checkIn = future(date(read("checkIn")));
    const checkOut = future(date(read("checkOut")));
    const rooms = occupancy(read("rooms"));
    if (places.length === 0 || checkIn === null || checkOut === null || checkOut <= checkIn || rooms === null)
      return box;
    const url = buildPackageResultsUrl({
      origins: places,
      toCity: { id: destinationId, name: destinationName },
      checkIn,
      checkOut,
      rooms,
      differentHotel: null,
      partialHotel: null,
    });
    return { _tag: "results", product, url };
  }
  const departure = future(date(read("departure")));
  const returnText = read("return");
  const returnDate = returnText === undefined || returnText === "" ? null : future(date(returnText));
  const passengers = room(read("passengers"));
  const badReturn =
    returnText !== undefined &&
    returnText !== "" &&
    (returnDate === null || (departure !== null && returnDate < departure));
  if (places.length === 0 || departure === null || badReturn || passengers === null) return box;
  const url = buildFlightResultsUrl({
    origins: places.map((place) => place.name),
    originIds: places.map((place) => place.id),
    toCityName: destinationName,
    toCityId: destinationId,
    departure,
    returnDate,
    flexibleDates: false,
    oneWay: returnDate === null,
    passengers,
    cabin: "ALL",
    stops: [],
    officeId: null,
  });
  return { _tag: "results", product, url };
};
