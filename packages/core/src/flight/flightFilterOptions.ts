import type { FlightSolution } from "../api/index.js";
import { FLIGHT_BAGGAGE_FILTERS, FLIGHT_TRANSPORT_FILTERS } from "../api/index.js";
import { flightDateTimeFromMinutes, formatFlightDateTime } from "../dates/index.js";
import { type Money, money } from "../money/index.js";
import { FLIGHT_STOPS_BUCKETS, type FlightStopsBucket, flightStopsBucketNumber } from "./flightStops.js";
import { flightSolutionFacts } from "./internal/flightFacts.js";

/**
 * The options of the flight filter panel, with counts and lowest prices, computed from the solutions.
 *
 * Spec 002 §3 Flight filters: "priceRange {minimum, maximum, currency}; serviceClasses {code, name}; airlines {code,
 * name, quantity}; stops (three entries: direct, one, two or more; each quantity, numberOfStops, from {currency,
 * amount}); bookingClasses {code, quantity}; airports per leg (0 outbound, 1 return) each with departure, stop,
 * arrival lists of {code, name, quantity}; baggage; segmentsTypes; timetable". Spec 002 §9: "Baggage filter: ALL,
 * WFBA (included), NB (not included). Transport filter: ALL, Air, Train. Fixed service-class variant: ALL,
 * NMO.GBL.SCL.ECO, NMO.GBL.SCL.BSN, NMO.GBL.SCL.FST."
 *
 * A quantity counts solutions: a solution counts for an option when choosing that option alone keeps it (for
 * stops, service class, booking class and transport: every leg has a flight with it; for a leg's airports: that
 * leg has a flight with it). Amounts are integer minor units (core's money rule).
 */

/** A baggage filter value (core/api's `FLIGHT_BAGGAGE_FILTERS`): all, with baggage (WFBA), no baggage (NB). */
export type FlightBaggageFilterValue = (typeof FLIGHT_BAGGAGE_FILTERS)[number];
/** A transport filter value (core/api's `FLIGHT_TRANSPORT_FILTERS`). */
export type FlightTransportFilterValue = (typeof FLIGHT_TRANSPORT_FILTERS)[number];

/** A `{code, name, quantity}` option. */
export interface FlightPanelOption {
  readonly code: string;
  readonly name: string;
  readonly quantity: number;
}

/** A stops bucket option. */
export interface FlightPanelStopsOption {
  readonly bucket: FlightStopsBucket;
  /** 0, 1, or 2 (two or more). */
  readonly numberOfStops: number;
  readonly quantity: number;
  /** The lowest price among the solutions counted, or null when none. */
  readonly from: Money | null;
}

/** Earliest and latest times (`YYYYMMDDTHHmm`) of a leg's departures or arrivals. */
export interface FlightTimeBounds {
  readonly earliest: string;
  readonly latest: string;
}

/** Every option of the filter panel. */
export interface FlightPanelOptions {
  /** Lowest and highest solution prices; null when no solution has a readable price. */
  readonly priceRange: { readonly minimum: Money; readonly maximum: Money } | null;
  /** Validating airlines, with the lowest price of each. */
  readonly airlines: readonly (FlightPanelOption & { readonly from: Money | null })[];
  /** Always three entries: direct, one, two or more. */
  readonly stops: readonly FlightPanelStopsOption[];
  readonly baggage: readonly { readonly code: FlightBaggageFilterValue; readonly quantity: number }[];
  readonly serviceClasses: readonly FlightPanelOption[];
  readonly bookingClasses: readonly { readonly code: string; readonly quantity: number }[];
  /** Per leg (0 outbound, 1 return). */
  readonly airports: readonly {
    readonly departure: readonly FlightPanelOption[];
    readonly stop: readonly FlightPanelOption[];
    readonly arrival: readonly FlightPanelOption[];
  }[];
  /**
   * The transport (segment-type) filter: ALL, Air (every segment by air), Train (some segment by train). The routes
   * filter state holds it as `segmentsTypes`.
   */
  readonly segmentsTypes: readonly { readonly code: FlightTransportFilterValue; readonly quantity: number }[];
  /** Per leg: the span of departures and arrivals, null when no time could be read. */
  readonly timetable: readonly {
    readonly departure: FlightTimeBounds | null;
    readonly arrival: FlightTimeBounds | null;
  }[];
  /** Solutions considered. */
  readonly total: number;
}

class Counter {
  readonly entries = new Map<string, { name: string; quantity: number; fromMinor: number; currency: string | null }>();
  add(code: string, name: string | null, priceMinor: number, currency: string | null): void {
    const entry = this.entries.get(code);
    if (entry === undefined) {
      this.entries.set(code, { name: name ?? code, quantity: 1, fromMinor: priceMinor, currency });
    } else {
      entry.quantity += 1;
      if (priceMinor < entry.fromMinor) {
        entry.fromMinor = priceMinor;
        entry.currency = currency;
      }
    }
  }
  options(): FlightPanelOption[] {
    return [...this.entries]
      .map(([code, entry]) => ({ code, name: entry.name, quantity: entry.quantity }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.code.localeCompare(b.code));
  }
  from(code: string): Money | null {
    const entry = this.entries.get(code);
    return entry === undefined || entry.currency === null || !Number.isFinite(entry.fromMinor)
      ? null
      : money(entry.fromMinor, entry.currency);
  }
  quantity(code: string): number {
    return this.entries.get(code)?.quantity ?? 0;
  }
}

/** The values every leg shares: the intersection of each leg's values. */
const everyLeg = (legs: readonly Set<string>[]): Set<string> => {
  const [first, ...rest] = legs;
  if (first === undefined) return new Set();
  return new Set([...first].filter((value) => rest.every((leg) => leg.has(value))));
};

const bounds = (minutes: readonly number[]): FlightTimeBounds | null => {
  const readable = minutes.filter(Number.isFinite);
  if (readable.length === 0) return null;
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (const value of readable) {
    if (value < low) low = value;
    if (value > high) high = value;
  }
  return {
    earliest: formatFlightDateTime(flightDateTimeFromMinutes(low)),
    latest: formatFlightDateTime(flightDateTimeFromMinutes(high)),
  };
};

/**
 * Counts and lowest prices of every filter option over the solutions (usually the unfiltered results).
 *
 * @example flightFilterOptions(solutions).stops.map((s) => s.quantity) // e.g. [12, 40, 7]
 */
export const flightFilterOptions = (solutions: readonly FlightSolution[]): FlightPanelOptions => {
  const airlines = new Counter();
  const stops = new Counter();
  const baggage = new Counter();
  const serviceClasses = new Counter();
  const bookingClasses = new Counter();
  const segmentsTypes = new Counter();
  let legCount = 0;
  for (const solution of solutions) legCount = Math.max(legCount, Math.min(2, solution.trips.length));
  const airports = Array.from({ length: legCount }, () => ({
    departure: new Counter(),
    stop: new Counter(),
    arrival: new Counter(),
  }));
  const times = Array.from({ length: legCount }, () => ({ departure: [] as number[], arrival: [] as number[] }));
  let minimum: Money | null = null;
  let maximum: Money | null = null;

  for (const solution of solutions) {
    const facts = flightSolutionFacts(solution);
    const price = facts.priceMinor;
    const currency = facts.currency;
    if (currency !== null && Number.isFinite(price)) {
      if (minimum === null || price < minimum.minor) minimum = money(price, currency);
      if (maximum === null || price > maximum.minor) maximum = money(price, currency);
    }
    for (const airline of facts.airlines) airlines.add(airline.code, airline.name, price, currency);

    const legBuckets: Set<string>[] = [];
    const legBaggage: Set<string>[] = [];
    const legTransport: Set<string>[] = [];
    const legClasses: Set<string>[] = [];
    const legBooking: Set<string>[] = [];
    const classNames = new Map<string, string | null>();
    facts.legs.forEach((legFacts, leg) => {
      const buckets = new Set<string>();
      const withBaggage = new Set<string>();
      const kinds = new Set<string>();
      const classes = new Set<string>();
      const booking = new Set<string>();
      const legAirports = airports[leg];
      const seen = { departure: new Set<string>(), stop: new Set<string>(), arrival: new Set<string>() };
      for (const f of legFacts) {
        buckets.add(f.bucket);
        withBaggage.add((f.hasBaggage ?? facts.hasBaggage) ? "WFBA" : "NB");
        kinds.add(f.transport);
        if (f.serviceClass !== null) {
          classes.add(f.serviceClass.code);
          classNames.set(f.serviceClass.code, f.serviceClass.name);
        }
        for (const code of f.bookingClasses) booking.add(code);
        if (legAirports !== undefined) {
          if (f.departureIata !== null && !seen.departure.has(f.departureIata)) {
            seen.departure.add(f.departureIata);
            legAirports.departure.add(f.departureIata, f.departureName, price, currency);
          }
          if (f.arrivalIata !== null && !seen.arrival.has(f.arrivalIata)) {
            seen.arrival.add(f.arrivalIata);
            legAirports.arrival.add(f.arrivalIata, f.arrivalName, price, currency);
          }
          for (const stop of f.stops) {
            if (seen.stop.has(stop.code)) continue;
            seen.stop.add(stop.code);
            legAirports.stop.add(stop.code, stop.name, price, currency);
          }
          times[leg]?.departure.push(f.departureMinutes);
          times[leg]?.arrival.push(f.arrivalMinutes);
        }
      }
      legBuckets.push(buckets);
      legBaggage.push(withBaggage);
      legTransport.push(kinds);
      legClasses.push(classes);
      legBooking.push(booking);
    });
    for (const bucket of everyLeg(legBuckets)) stops.add(bucket, bucket, price, currency);
    baggage.add("ALL", "ALL", price, currency);
    for (const value of everyLeg(legBaggage)) baggage.add(value, value, price, currency);
    segmentsTypes.add("ALL", "ALL", price, currency);
    for (const value of everyLeg(legTransport)) segmentsTypes.add(value, value, price, currency);
    for (const code of everyLeg(legClasses)) serviceClasses.add(code, classNames.get(code) ?? code, price, currency);
    for (const code of everyLeg(legBooking)) bookingClasses.add(code, code, price, currency);
  }

  const plain = (counter: Counter) => counter.options().map(({ code, quantity }) => ({ code, quantity }));
  return {
    priceRange: minimum === null || maximum === null ? null : { minimum, maximum },
    airlines: airlines.options().map((option) => ({ ...option, from: airlines.from(option.code) })),
    stops: FLIGHT_STOPS_BUCKETS.map((bucket) => ({
      bucket,
      numberOfStops: flightStopsBucketNumber(bucket),
      quantity: stops.quantity(bucket),
      from: stops.from(bucket),
    })),
    baggage: FLIGHT_BAGGAGE_FILTERS.map((code) => ({ code, quantity: baggage.quantity(code) })),
    serviceClasses: serviceClasses.options(),
    bookingClasses: plain(bookingClasses),
    airports: airports.map((leg) => ({
      departure: leg.departure.options(),
      stop: leg.stop.options(),
      arrival: leg.arrival.options(),
    })),
    segmentsTypes: FLIGHT_TRANSPORT_FILTERS.map((code) => ({ code, quantity: segmentsTypes.quantity(code) })),
    timetable: times.map((leg) => ({ departure: bounds(leg.departure), arrival: bounds(leg.arrival) })),
    total: solutions.length,
  };
};
