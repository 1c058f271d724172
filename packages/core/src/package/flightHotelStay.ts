import { calendarNights } from "../calendar/rangeCalendar.js";

/**
 * The hotel part of a flight-plus-hotel search: which city and which nights.
 *
 * Spec 002 §2: "Checkbox 'hotel only for a different destination' reveals an accommodation-city field. Checkbox
 * 'hotel only for part of the stay' reveals an entry date, an exit date and a computed nights count." Spec 002 §3:
 * "Flight-plus-hotel search: origins, to.city {id, name}, checkIn, checkOut, in/out (partial stay),
 * accommodation.city {id, name}, conditions {different_hotel, partial_hotel}, …, nights, availability default
 * NMO.HTL.AVB.CNF". Spec 002 §5: "'Debe estar dentro del rango del vuelo.' when the date lies outside the flight
 * dates."
 */

/** Spec 002 §3: "availability default NMO.HTL.AVB.CNF". */
export const FLIGHT_HOTEL_DEFAULT_AVAILABILITY = "NMO.HTL.AVB.CNF";

/** A city as the form holds it. */
export interface FlightHotelCity {
  readonly id: string;
  readonly name: string;
}

/** The fields of a flight-plus-hotel search that decide the hotel part. Dates are `YYYY-MM-DD`. */
export interface FlightHotelStayInput {
  readonly to: { readonly city: FlightHotelCity | null };
  readonly checkIn: string | null;
  readonly checkOut: string | null;
  /** Partial stay entry date (`search[in]`). */
  readonly in?: string | null;
  /** Partial stay exit date (`search[out]`). */
  readonly out?: string | null;
  readonly accommodation?: { readonly city: FlightHotelCity | null } | null;
  readonly conditions: { readonly different_hotel: boolean; readonly partial_hotel: boolean };
}

/** The hotel part: where, from when to when, how many nights. */
export interface FlightHotelStay {
  readonly city: FlightHotelCity | null;
  readonly checkIn: string | null;
  readonly checkOut: string | null;
  /** Null while a date is missing. */
  readonly nights: number | null;
}

/**
 * The hotel city and dates: the accommodation city when 'different hotel' is checked, the destination otherwise;
 * the partial-stay dates when 'partial hotel' is checked, the flight dates otherwise.
 *
 * @example
 * flightHotelStay({ to: { city: mad }, checkIn: "2026-12-01", checkOut: "2026-12-10", in: "2026-12-03",
 *   out: "2026-12-06", conditions: { different_hotel: false, partial_hotel: true } }).nights // 3
 */
export const flightHotelStay = (search: FlightHotelStayInput): FlightHotelStay => {
  const city = search.conditions.different_hotel ? (search.accommodation?.city ?? null) : search.to.city;
  const checkIn = search.conditions.partial_hotel ? (search.in ?? null) : search.checkIn;
  const checkOut = search.conditions.partial_hotel ? (search.out ?? null) : search.checkOut;
  return { city, checkIn, checkOut, nights: calendarNights(checkIn, checkOut) };
};

/**
 * Whether a partial-stay date lies within the flight dates (inclusive). Outside, the form shows
 * 'Debe estar dentro del rango del vuelo.'
 *
 * @example partialStayDateWithinFlight("2026-12-11", "2026-12-01", "2026-12-10") // false
 */
export const partialStayDateWithinFlight = (date: string, checkIn: string, checkOut: string): boolean =>
  date >= checkIn && date <= checkOut;

/** Which fields of the form are required given its checkboxes (spec 002 §4: "show their fields and make them required"). */
export const flightHotelRequiredFields = (conditions: FlightHotelStayInput["conditions"]): readonly string[] => [
  "origins",
  "to.city",
  "checkIn",
  "checkOut",
  ...(conditions.different_hotel ? ["accommodation.city"] : []),
  ...(conditions.partial_hotel ? ["in", "out"] : []),
];
