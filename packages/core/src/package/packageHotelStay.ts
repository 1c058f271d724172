import * as Result from "effect/Result";
import { formatCardDate, nightsBetween, parseCalendarDate } from "../dates/index.js";
import type { PackageSearch, SearchPlace } from "../routes/packageSearch.js";
import type { PackageSearchFormValues } from "./searchForm/packageSearchForm.js";

/**
 * The hotel part of a flight-plus-hotel search: which city, which dates, how many nights.
 *
 * Spec 002 §2: "Checkbox 'hotel only for a different destination' reveals an accommodation-city field. Checkbox
 * 'hotel only for part of the stay' reveals an entry date, an exit date and a computed nights count." Spec 002 §3:
 * "Flight-plus-hotel search: …, checkIn, checkOut, in/out (partial stay), accommodation.city {id, name}, conditions
 * {different_hotel, partial_hotel}, …, nights". The search is core/routes' `PackageSearch`; the form values are
 * core/validation's `PackageSearchFormValues` (which also checks the partial dates lie within the flight's).
 */

/** Where and when the hotel part is. */
export interface PackageHotelStay {
  /** The accommodation city with 'different hotel', else the destination. */
  readonly city: SearchPlace;
  readonly checkIn: string;
  readonly checkOut: string;
  /** Nights from hotel check-in to check-out. */
  readonly nights: number;
}

/**
 * The hotel part of a package search: the different hotel's city and the partial-stay dates when set, else the
 * flight's destination and dates.
 *
 * @example packageHotelStay({ ...search, partialHotel: { checkIn: "2026-12-03", checkOut: "2026-12-06" } }).nights // 3
 */
export const packageHotelStay = (search: PackageSearch): PackageHotelStay => {
  const checkIn = search.partialHotel?.checkIn ?? search.checkIn;
  const checkOut = search.partialHotel?.checkOut ?? search.checkOut;
  return {
    city: search.differentHotel ?? search.toCity,
    checkIn,
    checkOut,
    nights: nightsBetween(checkIn, checkOut),
  };
};

/** The hotel stay as a results page shows it: the city's name and the dates as cards write them (dd/MM/yyyy). */
export interface PackageHotelStayShown {
  readonly city: string;
  readonly checkIn: string;
  readonly checkOut: string;
  readonly nights: number;
}

/**
 * The hotel part of a package search as the package results page shows it ({@link packageHotelStay}, dates as on
 * the cards).
 *
 * @example packageHotelStayShown(search) // { city: "Cancún", checkIn: "01/03/2027", checkOut: "10/03/2027", nights: 9 }
 */
export const packageHotelStayShown = (search: PackageSearch): PackageHotelStayShown => {
  const stay = packageHotelStay(search);
  const dates = search.partialHotel ?? search;
  return {
    city: stay.city.name,
    checkIn: formatCardDate(dates.checkIn),
    checkOut: formatCardDate(dates.checkOut),
    nights: stay.nights,
  };
};

/**
 * The nights count the form shows: between the hotel entry and exit days when 'partial hotel' is checked, else
 * between the flight dates; null while a date is missing, unreadable, or the exit is before the entry.
 *
 * @example packageFormNights({ checkIn: "2026-12-01", checkOut: "2026-12-10", partialHotel: true, hotelIn: "2026-12-03", hotelOut: "" }) // null
 */
export const packageFormNights = (
  values: Pick<PackageSearchFormValues, "checkIn" | "checkOut" | "partialHotel" | "hotelIn" | "hotelOut">,
): number | null => {
  const from = parseCalendarDate(values.partialHotel ? values.hotelIn : values.checkIn);
  const to = parseCalendarDate(values.partialHotel ? values.hotelOut : values.checkOut);
  if (Result.isFailure(from) || Result.isFailure(to)) return null;
  const nights = nightsBetween(from.success, to.success);
  return nights < 0 ? null : nights;
};
