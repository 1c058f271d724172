/**
 * The plain filter options that the columnar ones (`flightFilterOptions.ts`) replaced: per-object facts and Maps,
 * kept as the reference that the fast path must equal (property-tested in flightFilterOptions.test.ts).
 */
import type { FlightSolution } from "../../api/index.js";
import { FLIGHT_BAGGAGE_FILTERS, FLIGHT_TRANSPORT_FILTERS } from "../../api/index.js";
import { flightDateTimeFromMinutes, formatFlightDateTime } from "../../dates/index.js";
import { type Money, money } from "../../money/index.js";
import type { FlightPanelOption, FlightPanelOptions, FlightTimeBounds } from "../flightFilterOptions.js";
import { FLIGHT_STOPS_BUCKETS, flightStopsBucketNumber } from "../flightStops.js";
import { flightSolutionFacts } from "../internal/flightFacts.js";

class Counter {
  readonly entries = new Map<
    string,
    { name: string; quantity: number; fromMinor: number; currency: string | null; last: number }
  >();
  /** Counts solution `solution` once for `code`, however many of its flights carry it. */
  add(code: string, name: string | null, priceMinor: number, currency: string | null, solution: number): void {
    const entry = this.entries.get(code);
    if (entry === undefined) {
      this.entries.set(code, { name: name ?? code, quantity: 1, fromMinor: priceMinor, currency, last: solution });
    } else if (entry.last !== solution) {
      entry.last = solution;
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

/** Bits of the small enumerations, so that "every leg has one" is a bitwise AND. */
const BUCKET_BIT = { direct: 1, one: 2, twoOrMore: 4 } as const;
const BAGGAGE_BIT = { WFBA: 1, NB: 2 } as const;
const TRANSPORT_BIT = { Air: 1, Train: 2 } as const;

/** The codes every leg shares (legs hold a handful of codes each). */
const sharedCodes = (legs: readonly (readonly string[])[]): readonly string[] => {
  const [first = [], ...rest] = legs;
  const unique = [...new Set(first)];
  return rest.length === 0 ? unique : unique.filter((code) => rest.every((leg) => leg.includes(code)));
};

/** Earliest and latest minutes seen, as `YYYYMMDDTHHmm`. */
class Span {
  low = Number.POSITIVE_INFINITY;
  high = Number.NEGATIVE_INFINITY;
  add(minutes: number): void {
    if (!Number.isFinite(minutes)) return;
    if (minutes < this.low) this.low = minutes;
    if (minutes > this.high) this.high = minutes;
  }
  bounds(): FlightTimeBounds | null {
    return this.low > this.high
      ? null
      : {
          earliest: formatFlightDateTime(flightDateTimeFromMinutes(this.low)),
          latest: formatFlightDateTime(flightDateTimeFromMinutes(this.high)),
        };
  }
}

export const flightFilterOptionsReference = (solutions: readonly FlightSolution[]): FlightPanelOptions => {
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
  const times = Array.from({ length: legCount }, () => ({ departure: new Span(), arrival: new Span() }));
  let minimum: Money | null = null;
  let maximum: Money | null = null;

  for (let index = 0; index < solutions.length; index++) {
    const facts = flightSolutionFacts(solutions[index] as FlightSolution);
    const price = facts.priceMinor;
    const currency = facts.currency;
    if (currency !== null && Number.isFinite(price)) {
      if (minimum === null || price < minimum.minor) minimum = money(price, currency);
      if (maximum === null || price > maximum.minor) maximum = money(price, currency);
    }
    for (const airline of facts.airlines) airlines.add(airline.code, airline.name, price, currency, index);

    let bucketBits = 7;
    let baggageBits = 3;
    let transportBits = 3;
    const legClasses: string[][] = [];
    const legBooking: string[][] = [];
    const classNames = new Map<string, string | null>();
    facts.legs.forEach((legFacts, leg) => {
      let buckets = 0;
      let withBaggage = 0;
      let kinds = 0;
      const classes: string[] = [];
      const booking: string[] = [];
      const legAirports = airports[leg];
      const legTimes = times[leg];
      for (const f of legFacts) {
        buckets |= BUCKET_BIT[f.bucket];
        withBaggage |= (f.hasBaggage ?? facts.hasBaggage) ? BAGGAGE_BIT.WFBA : BAGGAGE_BIT.NB;
        kinds |= TRANSPORT_BIT[f.transport];
        if (f.serviceClass !== null) {
          classes.push(f.serviceClass.code);
          classNames.set(f.serviceClass.code, f.serviceClass.name);
        }
        booking.push(...f.bookingClasses);
        if (legAirports !== undefined && legTimes !== undefined) {
          if (f.departureIata !== null) {
            legAirports.departure.add(f.departureIata, f.departureName, price, currency, index);
          }
          if (f.arrivalIata !== null) legAirports.arrival.add(f.arrivalIata, f.arrivalName, price, currency, index);
          for (const stop of f.stops) legAirports.stop.add(stop.code, stop.name, price, currency, index);
          legTimes.departure.add(f.departureMinutes);
          legTimes.arrival.add(f.arrivalMinutes);
        }
      }
      bucketBits &= buckets;
      baggageBits &= withBaggage;
      transportBits &= kinds;
      legClasses.push(classes);
      legBooking.push(booking);
    });
    if (facts.legs.length === 0) {
      bucketBits = 0;
      baggageBits = 0;
      transportBits = 0;
    }
    for (const bucket of FLIGHT_STOPS_BUCKETS) {
      if (bucketBits & BUCKET_BIT[bucket]) stops.add(bucket, bucket, price, currency, index);
    }
    baggage.add("ALL", "ALL", price, currency, index);
    if (baggageBits & BAGGAGE_BIT.WFBA) baggage.add("WFBA", "WFBA", price, currency, index);
    if (baggageBits & BAGGAGE_BIT.NB) baggage.add("NB", "NB", price, currency, index);
    segmentsTypes.add("ALL", "ALL", price, currency, index);
    if (transportBits & TRANSPORT_BIT.Air) segmentsTypes.add("Air", "Air", price, currency, index);
    if (transportBits & TRANSPORT_BIT.Train) segmentsTypes.add("Train", "Train", price, currency, index);
    for (const code of sharedCodes(legClasses)) {
      serviceClasses.add(code, classNames.get(code) ?? code, price, currency, index);
    }
    for (const code of sharedCodes(legBooking)) bookingClasses.add(code, code, price, currency, index);
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
    timetable: times.map((leg) => ({ departure: leg.departure.bounds(), arrival: leg.arrival.bounds() })),
    total: solutions.length,
  };
};
