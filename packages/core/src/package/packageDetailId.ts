import { type CalendarDate, formatCalendarDate, parseCalendarDate } from "../dates/index.js";
import type { PackageSearch } from "../routes/packageSearch.js";
import { fillRoute } from "../routes/routeTable.js";
import { encodeItem } from "../routes/urlCodec.js";
import { packageHotelStay } from "./packageHotelStay.js";

/**
 * The package a detail page shows, as its id names it.
 *
 * Spec 002 §2 shows only "/flightsHotels/packageDetails/{id}" and §3 "Package: serviceHotel.serviceInfo.any.
 * HotelSearchRate.HotelDetailId". Core defines the id the portal links to:
 * `PK{hotelDetailId}-{YYYYMMDD}-{nights}-{originId}-{adults}` — the hotel, its check-in day and nights, the city (or
 * airport) the flights leave from and the adults travelling. The hotel and origin ids are percent-encoded, `-`
 * included, so any id reads back; the demo's ids (digits, IATA codes) are written as they are.
 */
export interface PackageDetailKey {
  readonly hotelDetailId: string;
  readonly checkIn: CalendarDate;
  /** Hotel nights, at least 1. */
  readonly nights: number;
  readonly originId: string;
  /** Adults travelling, at least 1. */
  readonly adults: number;
}

const encodePart = (text: string): string => encodeItem(text).replaceAll("-", "%2D");

const decodePart = (text: string): string | null => {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
};

/**
 * Writes a package detail id.
 *
 * @example formatPackageDetailId({ hotelDetailId: "100234", checkIn: "2027-03-02", nights: 6, originId: "BUE", adults: 2 }) // "PK100234-20270302-6-BUE-2"
 */
export const formatPackageDetailId = (key: PackageDetailKey): string =>
  [
    `PK${encodePart(key.hotelDetailId)}`,
    formatCalendarDate(key.checkIn).replaceAll("-", ""),
    String(key.nights),
    encodePart(key.originId),
    String(key.adults),
  ].join("-");

const PATTERN = /^PK([^-]+)-(\d{4})(\d{2})(\d{2})-([1-9]\d{0,3})-([^-]+)-([1-9]\d{0,2})$/;

/**
 * Reads a package detail id back; null when it is not one. Never throws.
 *
 * @example parsePackageDetailId("PK100234-20270302-6-BUE-2")?.nights // 6
 */
export const parsePackageDetailId = (id: string): PackageDetailKey | null => {
  const match = PATTERN.exec(id);
  if (match === null) return null;
  const [, hotel = "", year, month, day, nights = "", origin = "", adults = ""] = match;
  const checkIn = parseCalendarDate(`${year}-${month}-${day}`);
  const hotelDetailId = decodePart(hotel);
  const originId = decodePart(origin);
  if (checkIn._tag === "Failure" || hotelDetailId === null || originId === null) return null;
  return { hotelDetailId, checkIn: checkIn.success, nights: Number(nights), originId, adults: Number(adults) };
};

/**
 * The package detail page's path (core's route `packageDetail`).
 *
 * @example packageDetailPath(key) // "/flightsHotels/packageDetails/PK100234-20270302-6-BUE-2"
 */
export const packageDetailPath = (key: PackageDetailKey): string =>
  fillRoute("packageDetail", { id: encodeURIComponent(formatPackageDetailId(key)) });

/**
 * The detail page key of a package the results page shows: the chosen hotel for the search's hotel stay (the partial
 * stay when set), leaving from the first origin, with the search's adults. Null when the search has no origin or
 * children (the id holds adults only) or its stay has no night.
 *
 * @example packageDetailKeyOf(search, "100234")?.nights // the hotel stay's nights
 */
export const packageDetailKeyOf = (search: PackageSearch, hotelDetailId: string): PackageDetailKey | null => {
  const origin = search.origins[0];
  const stay = packageHotelStay(search);
  const adults = search.rooms.reduce((sum, room) => sum + room.adults, 0);
  const children = search.rooms.reduce((sum, room) => sum + room.children, 0);
  if (origin === undefined || origin.id === "" || hotelDetailId === "" || stay.nights < 1) return null;
  if (children > 0 || adults < 1) return null;
  return {
    hotelDetailId,
    checkIn: search.partialHotel?.checkIn ?? search.checkIn,
    nights: stay.nights,
    originId: origin.id,
    adults,
  };
};
