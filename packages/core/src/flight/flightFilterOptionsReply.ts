import * as Result from "effect/Result";
import type { FlightSearchFilterOptions } from "../api/index.js";
import { formatCardDate, formatClockTime, parseFlightDateTime } from "../dates/index.js";
import { type Money, moneyToDecimal } from "../money/index.js";
import type { FlightPanelOptions, FlightTimeBounds } from "./flightFilterOptions.js";

/**
 * The filter options as the flight search reply carries them (core/api `FlightSearchFilterOptions`), for a server
 * (the demo API) that computes them with {@link flightFilterOptions}.
 *
 * Spec 002 §3 Flight filters: "priceRange {minimum, maximum, currency}; … stops (…; each quantity, numberOfStops,
 * from {currency, amount}); … timetable: per leg (0, 1) and direction (departure, arrival): from and to time (HH:mm)
 * plus from_date and to_date (with formatted value)". Amounts go back to the API's decimals here, once.
 */

const decimal = (amount: Money) => ({ currency: amount.currency, amount: moneyToDecimal(amount) });

const window = (bounds: FlightTimeBounds | null) => {
  const earliest = bounds === null ? null : parseFlightDateTime(bounds.earliest);
  const latest = bounds === null ? null : parseFlightDateTime(bounds.latest);
  if (earliest === null || latest === null || Result.isFailure(earliest) || Result.isFailure(latest)) {
    return { from: "00:00", to: "23:59" };
  }
  const from = earliest.success;
  const to = latest.success;
  return {
    from: formatClockTime(from.time),
    to: formatClockTime(to.time),
    from_date: { value: from.date, formatted: formatCardDate(from.date) },
    to_date: { value: to.date, formatted: formatCardDate(to.date) },
  };
};

/**
 * Converts panel options to the reply's shape (pagination, sorting, dates and selected are the caller's).
 *
 * @example flightFilterOptionsToReply(flightFilterOptions(solutions)).stops?.[0] // { quantity, numberOfStops: 0, from }
 */
export const flightFilterOptionsToReply = (options: FlightPanelOptions): FlightSearchFilterOptions => ({
  ...(options.priceRange === null
    ? {}
    : {
        priceRange: {
          minimum: moneyToDecimal(options.priceRange.minimum),
          maximum: moneyToDecimal(options.priceRange.maximum),
          currency: options.priceRange.minimum.currency,
        },
      }),
  serviceClasses: options.serviceClasses.map(({ code, name }) => ({ code, name })),
  airlines: options.airlines.map(({ code, name, quantity }) => ({ code, name, quantity })),
  stops: options.stops.map((stop) => ({
    quantity: stop.quantity,
    numberOfStops: stop.numberOfStops,
    ...(stop.from === null ? {} : { from: decimal(stop.from) }),
  })),
  bookingClasses: options.bookingClasses,
  airports: options.airports,
  baggage: options.baggage,
  segmentsTypes: options.segmentsTypes,
  timetable: options.timetable.map((leg) => ({ departure: window(leg.departure), arrival: window(leg.arrival) })),
});
