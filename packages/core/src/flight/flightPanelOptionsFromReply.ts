import * as Result from "effect/Result";
import type { FlightSearchFilterOptions, FlightTimetableWindow } from "../api/index.js";
import { type Money, moneyFromDecimal } from "../money/index.js";
import type { FlightPanelOptions, FlightTimeBounds } from "./flightFilterOptions.js";
import { FLIGHT_STOPS_BUCKETS } from "./flightStops.js";

/**
 * The filter panel's options read from a flight search reply's `filters` (core/api `FlightSearchFilterOptions`):
 * the inverse of {@link flightFilterOptionsToReply}, for a browser that receives one page of solutions and the
 * options of all of them from the server.
 *
 * Spec 002 §3 Flight filters: "priceRange {minimum, maximum, currency}; serviceClasses {code, name}; airlines {code,
 * name, quantity}; stops (three entries: direct, one, two or more; each quantity, numberOfStops, from {currency,
 * amount}); bookingClasses {code, quantity}; airports per leg …; baggage; segmentsTypes; timetable".
 *
 * What the reply does not carry comes back empty: an airline's lowest price (`from`) and a service class's count are
 * null (not a count of 0 the panel would show); a missing stops
 * bucket counts 0; a timetable window without its dates is null. Decimal amounts become minor units once.
 */

const toMoney = (amount: number, currency: string): Money | null => {
  const read = moneyFromDecimal(amount, currency);
  return Result.isSuccess(read) ? read.success : null;
};

/** `YYYY-MM-DD` and `HH:mm` back to the flight time `YYYYMMDDTHHmm`. */
const flightTime = (date: string, time: string): string => `${date.replaceAll("-", "")}T${time.replace(":", "")}`;

const bounds = (window: FlightTimetableWindow): FlightTimeBounds | null =>
  window.from_date === undefined || window.to_date === undefined
    ? null
    : {
        earliest: flightTime(window.from_date.value, window.from),
        latest: flightTime(window.to_date.value, window.to),
      };

/**
 * The panel options of a reply's `filters` (undefined: no options at all); `total` is the solutions counted.
 *
 * @example flightPanelOptionsFromReply(reply.flights?.filters, reply.xTotalCount ?? 0).stops.map((s) => s.bucket) // ["direct", "one", "twoOrMore"]
 */
export const flightPanelOptionsFromReply = (
  reply: FlightSearchFilterOptions | undefined,
  total: number,
): FlightPanelOptions => {
  const range = reply?.priceRange;
  const minimum = range === undefined ? null : toMoney(range.minimum, range.currency);
  const maximum = range === undefined ? null : toMoney(range.maximum, range.currency);
  return {
    priceRange: minimum === null || maximum === null ? null : { minimum, maximum },
    airlines: (reply?.airlines ?? []).map(({ code, name, quantity }) => ({
      code,
      name,
      quantity: quantity ?? 0,
      from: null,
    })),
    stops: FLIGHT_STOPS_BUCKETS.map((bucket, numberOfStops) => {
      const entry = reply?.stops?.find((stop) => stop.numberOfStops === numberOfStops);
      return {
        bucket,
        numberOfStops,
        quantity: entry?.quantity ?? 0,
        from: entry?.from === undefined ? null : toMoney(entry.from.amount, entry.from.currency),
      };
    }),
    baggage: (reply?.baggage ?? []).flatMap(({ code, quantity }) =>
      code === "ALL" || code === "WFBA" || code === "NB" ? [{ code, quantity: quantity ?? 0 }] : [],
    ),
    serviceClasses: (reply?.serviceClasses ?? []).map(({ code, name }) => ({ code, name, quantity: null })),
    bookingClasses: (reply?.bookingClasses ?? []).map(({ code, quantity }) => ({ code, quantity: quantity ?? 0 })),
    airports: (reply?.airports ?? []).map((leg) => ({
      departure: leg.departure.map(({ code, name, quantity }) => ({ code, name, quantity: quantity ?? 0 })),
      stop: leg.stop.map(({ code, name, quantity }) => ({ code, name, quantity: quantity ?? 0 })),
      arrival: leg.arrival.map(({ code, name, quantity }) => ({ code, name, quantity: quantity ?? 0 })),
    })),
    segmentsTypes: (reply?.segmentsTypes ?? []).flatMap(({ code, quantity }) =>
      code === "ALL" || code === "Air" || code === "Train" ? [{ code, quantity: quantity ?? 0 }] : [],
    ),
    timetable: (reply?.timetable ?? []).map((leg) => ({
      departure: bounds(leg.departure),
      arrival: bounds(leg.arrival),
    })),
    total,
  };
};
