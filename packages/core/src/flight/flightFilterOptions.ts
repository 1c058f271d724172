import { FLIGHT_BAGGAGE_FILTERS, FLIGHT_TRANSPORT_FILTERS } from "../api/flightCodes.js";
import type { FlightSolution } from "../api/index.js";
import { flightDateTimeFromMinutes, formatFlightDateTime } from "../dates/index.js";
import { overReadableEntries } from "../internal/readableEntries.js";
import { type Money, money } from "../money/index.js";
import { FLIGHT_STOPS_BUCKETS, type FlightStopsBucket, flightStopsBucketNumber } from "./flightStops.js";
import { type FlightCodes, type FlightIndex, flightIndex } from "./internal/flightIndex.js";

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
  /** A null quantity is not counted: a search reply lists its service classes without counts (spec 002 §3). */
  readonly serviceClasses: readonly (Omit<FlightPanelOption, "quantity"> & { readonly quantity: number | null })[];
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

/**
 * Counts solutions per interned code: each solution once per code, however many of its flights carry it, with the
 * lowest price among them and the first name seen.
 */
class Counter {
  readonly quantity: Int32Array;
  readonly names: (string | undefined)[] = [];
  private readonly last: Int32Array;
  private readonly fromMinor: Float64Array;
  private readonly currency: Int32Array;
  constructor(size: number) {
    this.quantity = new Int32Array(size);
    this.last = new Int32Array(size).fill(-1);
    this.fromMinor = new Float64Array(size);
    this.currency = new Int32Array(size);
  }
  /** Counts solution `solution` for `id`; true when it is the first solution counted (the caller names the code). */
  add(id: number, priceMinor: number, currency: number, solution: number): boolean {
    if (this.last[id] === solution) return false;
    this.last[id] = solution;
    const first = this.quantity[id] === 0;
    this.quantity[id] = (this.quantity[id] as number) + 1;
    if (first || priceMinor < (this.fromMinor[id] as number)) {
      this.fromMinor[id] = priceMinor;
      this.currency[id] = currency;
    }
    return first;
  }
  options(codes: FlightCodes): FlightPanelOption[] {
    const options: FlightPanelOption[] = [];
    for (let id = 0; id < this.quantity.length; id++) {
      const quantity = this.quantity[id] as number;
      const code = codes.codes[id] as string;
      if (quantity > 0) options.push({ code, name: this.names[id] ?? code, quantity });
    }
    return options.sort((a, b) => a.name.localeCompare(b.name) || a.code.localeCompare(b.code));
  }
  from(id: number, currencies: FlightCodes): Money | null {
    const currency = this.currency[id] as number;
    const minor = this.fromMinor[id] as number;
    return this.quantity[id] === 0 || currency === -1 || !Number.isFinite(minor)
      ? null
      : money(minor, currencies.codes[currency] as string);
  }
}

/** Bits of the small enumerations, so that "every leg has one" is a bitwise AND. */
const BAGGAGE_BIT = { WFBA: 1, NB: 2 } as const;
const TRANSPORT_BIT = { Air: 1, Train: 2 } as const;
const BAGGAGE_ID = { ALL: 0, WFBA: 1, NB: 2 } as const;
const TRANSPORT_ID = { ALL: 0, Air: 1, Train: 2 } as const;

/**
 * Codes that every leg of a solution has: a code counts the distinct legs it was seen in (legs are numbered across
 * all solutions, so the marks never need resetting) and is shared when that reaches the solution's leg count.
 */
class SharedCodes {
  /** The shared codes of the current solution: the first `count` entries (reset by `count = 0`, which is much
   * cheaper than `length = 0` on every solution). */
  readonly shared: number[] = [];
  count = 0;
  private readonly leg: Int32Array;
  private readonly solution: Int32Array;
  private readonly hits: Int32Array;
  constructor(size: number) {
    this.leg = new Int32Array(size).fill(-1);
    this.solution = new Int32Array(size).fill(-1);
    this.hits = new Int32Array(size);
  }
  see(id: number, leg: number, solution: number, legs: number): void {
    if (this.leg[id] === leg) return;
    this.leg[id] = leg;
    if (this.solution[id] !== solution) {
      this.solution[id] = solution;
      this.hits[id] = 0;
    }
    this.hits[id] = (this.hits[id] as number) + 1;
    if (this.hits[id] === legs) this.shared[this.count++] = id;
  }
}

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

/**
 * Counts and lowest prices of every filter option over the solutions (usually the unfiltered results). Reads core's
 * columnar index of the array (built once per array) and keeps the options beside it, so that a second call on the
 * same solutions only checks that they are the same.
 *
 * Never throws: an entry that is not a solution it can read (reading it throws) is left out of the counts, and a
 * value that is not an array counts nothing. Entries are not checked against the reply's shape first (its decoder
 * does that), so such an entry costs a second pass, one entry at a time; good replies pay nothing.
 *
 * @example flightFilterOptions(solutions).stops.map((s) => s.quantity) // e.g. [12, 40, 7]
 */
export const flightFilterOptions = (solutions: readonly FlightSolution[]): FlightPanelOptions =>
  overReadableEntries(solutions, optionsOf, () => optionsOf([]));

const optionsOf = (solutions: readonly FlightSolution[]): FlightPanelOptions => {
  const index = flightIndex(solutions);
  const cached = optionsOfIndex.get(index);
  if (cached !== undefined) return cached;
  const options = countOptions(solutions, index);
  optionsOfIndex.set(index, options);
  return options;
};

/**
 * The options of each index: an index describes one array (the same solutions in the same order; `flightIndex`
 * indexes again an array changed in place), and the options read nothing else, so the results page's next click on
 * the same solutions gets them back without counting again.
 */
const optionsOfIndex = new WeakMap<FlightIndex, FlightPanelOptions>();

const countOptions = (solutions: readonly FlightSolution[], index: FlightIndex): FlightPanelOptions => {
  index.loadFlightColumns();
  const { legStart, flightStart } = index;
  const { minor: prices, currency: currencyOf, currencies } = index.prices;
  const airlineColumn = index.airlines;
  const solutionBaggage = index.solutionBaggage;
  const buckets = index.buckets;
  const ownBaggage = index.baggage;
  const trains = index.trains;
  const classes = index.classes;
  const booking = index.bookingClasses;
  const airportColumn = index.airports;
  const times = index.times;

  const airlines = new Counter(airlineColumn.codes.codes.length);
  const stops = new Counter(FLIGHT_STOPS_BUCKETS.length);
  const baggage = new Counter(FLIGHT_BAGGAGE_FILTERS.length);
  const segmentsTypes = new Counter(FLIGHT_TRANSPORT_FILTERS.length);
  const serviceClasses = new Counter(classes.codes.codes.length);
  const bookingClasses = new Counter(booking.codes.codes.length);
  let legCount = 0;
  for (let at = 0; at < solutions.length; at++) {
    legCount = Math.max(legCount, Math.min(2, (legStart[at + 1] as number) - (legStart[at] as number)));
  }
  const airportCodes = airportColumn.codes.codes.length;
  const airports = Array.from({ length: legCount }, () => ({
    departure: new Counter(airportCodes),
    stop: new Counter(airportCodes),
    arrival: new Counter(airportCodes),
  }));
  const spans = Array.from({ length: legCount }, () => ({ departure: new Span(), arrival: new Span() }));
  const classShared = new SharedCodes(classes.codes.codes.length);
  const bookingShared = new SharedCodes(booking.codes.codes.length);
  let minimum = -1;
  let maximum = -1;

  for (let at = 0; at < solutions.length; at++) {
    const price = prices[at] as number;
    const currency = currencyOf[at] as number;
    if (currency !== -1 && Number.isFinite(price)) {
      if (minimum === -1 || price < (prices[minimum] as number)) minimum = at;
      if (maximum === -1 || price > (prices[maximum] as number)) maximum = at;
    }
    for (let n = airlineColumn.start[at] as number; n < (airlineColumn.start[at + 1] as number); n++) {
      const id = airlineColumn.ids[n] as number;
      if (airlines.add(id, price, currency, at)) airlines.names[id] = airlineColumn.names[n];
    }

    const firstLeg = legStart[at] as number;
    const endLeg = legStart[at + 1] as number;
    const legs = endLeg - firstLeg;
    let bucketBits = legs === 0 ? 0 : 7;
    let baggageBits = legs === 0 ? 0 : 3;
    let transportBits = legs === 0 ? 0 : 3;
    classShared.count = 0;
    bookingShared.count = 0;
    for (let leg = firstLeg; leg < endLeg; leg++) {
      let legBuckets = 0;
      let withBaggage = 0;
      let kinds = 0;
      for (let flight = flightStart[leg] as number; flight < (flightStart[leg + 1] as number); flight++) {
        legBuckets |= 1 << (buckets[flight] as number);
        const own = ownBaggage[flight] as number;
        withBaggage |= (own === -1 ? solutionBaggage[at] : own) ? BAGGAGE_BIT.WFBA : BAGGAGE_BIT.NB;
        kinds |= trains[flight] ? TRANSPORT_BIT.Train : TRANSPORT_BIT.Air;
        const classId = classes.ids[flight] as number;
        if (classId !== -1) classShared.see(classId, leg, at, legs);
        for (let n = booking.start[flight] as number; n < (booking.start[flight + 1] as number); n++) {
          bookingShared.see(booking.ids[n] as number, leg, at, legs);
        }
      }
      bucketBits &= legBuckets;
      baggageBits &= withBaggage;
      transportBits &= kinds;
    }
    for (let bucket = 0; bucket < FLIGHT_STOPS_BUCKETS.length; bucket++) {
      if (bucketBits & (1 << bucket)) stops.add(bucket, price, currency, at);
    }
    baggage.add(BAGGAGE_ID.ALL, price, currency, at);
    if (baggageBits & BAGGAGE_BIT.WFBA) baggage.add(BAGGAGE_ID.WFBA, price, currency, at);
    if (baggageBits & BAGGAGE_BIT.NB) baggage.add(BAGGAGE_ID.NB, price, currency, at);
    segmentsTypes.add(TRANSPORT_ID.ALL, price, currency, at);
    if (transportBits & TRANSPORT_BIT.Air) segmentsTypes.add(TRANSPORT_ID.Air, price, currency, at);
    if (transportBits & TRANSPORT_BIT.Train) segmentsTypes.add(TRANSPORT_ID.Train, price, currency, at);
    for (let n = 0; n < classShared.count; n++) {
      const id = classShared.shared[n] as number;
      if (!serviceClasses.add(id, price, currency, at)) continue;
      // Named as the solution's last flight of that class names it.
      let flight = (flightStart[endLeg] as number) - 1;
      while (classes.ids[flight] !== id) flight--;
      serviceClasses.names[id] = classes.names[flight] ?? undefined;
    }
    for (let n = 0; n < bookingShared.count; n++) {
      bookingClasses.add(bookingShared.shared[n] as number, price, currency, at);
    }
  }

  // Airports of the first two legs, each solution counted once per code: a pass of its own keeps the loops small.
  for (let at = 0; at < solutions.length; at++) {
    const price = prices[at] as number;
    const currency = currencyOf[at] as number;
    const firstLeg = legStart[at] as number;
    const endLeg = Math.min(legStart[at + 1] as number, firstLeg + legCount);
    for (let leg = firstLeg; leg < endLeg; leg++) {
      const counters = airports[leg - firstLeg] as (typeof airports)[number];
      for (let flight = flightStart[leg] as number; flight < (flightStart[leg + 1] as number); flight++) {
        const from = airportColumn.departure[flight] as number;
        if (from !== -1 && counters.departure.add(from, price, currency, at)) {
          counters.departure.names[from] = airportColumn.departureNames[flight] ?? undefined;
        }
        const to = airportColumn.arrival[flight] as number;
        if (to !== -1 && counters.arrival.add(to, price, currency, at)) {
          counters.arrival.names[to] = airportColumn.arrivalNames[flight] ?? undefined;
        }
        const stopsEnd = airportColumn.stopStart[flight + 1] as number;
        for (let n = airportColumn.stopStart[flight] as number; n < stopsEnd; n++) {
          const stop = airportColumn.stops[n] as number;
          if (counters.stop.add(stop, price, currency, at)) {
            counters.stop.names[stop] = airportColumn.stopNames[n] ?? undefined;
          }
        }
      }
    }
  }
  // The time spans of the first two legs.
  for (let flight = 0; flight < index.flights.length; flight++) {
    const leg = spans[index.flightLeg[flight] as number];
    if (leg === undefined) continue;
    leg.departure.add(times.departure[flight] as number);
    leg.arrival.add(times.arrival[flight] as number);
  }

  const plain = (counter: Counter, codes: FlightCodes) =>
    counter.options(codes).map(({ code, quantity }) => ({ code, quantity }));
  return {
    priceRange:
      minimum === -1 || maximum === -1
        ? null
        : {
            minimum: money(prices[minimum] as number, currencies.codes[currencyOf[minimum] as number] as string),
            maximum: money(prices[maximum] as number, currencies.codes[currencyOf[maximum] as number] as string),
          },
    airlines: airlines
      .options(airlineColumn.codes)
      .map((option) => ({ ...option, from: airlines.from(airlineColumn.codes.find(option.code), currencies) })),
    stops: FLIGHT_STOPS_BUCKETS.map((bucket, id) => ({
      bucket,
      numberOfStops: flightStopsBucketNumber(bucket),
      quantity: stops.quantity[id] as number,
      from: stops.from(id, currencies),
    })),
    baggage: FLIGHT_BAGGAGE_FILTERS.map((code) => ({ code, quantity: baggage.quantity[BAGGAGE_ID[code]] as number })),
    serviceClasses: serviceClasses.options(classes.codes),
    bookingClasses: plain(bookingClasses, booking.codes),
    airports: airports.map((leg) => ({
      departure: leg.departure.options(airportColumn.codes),
      stop: leg.stop.options(airportColumn.codes),
      arrival: leg.arrival.options(airportColumn.codes),
    })),
    segmentsTypes: FLIGHT_TRANSPORT_FILTERS.map((code) => ({
      code,
      quantity: segmentsTypes.quantity[TRANSPORT_ID[code]] as number,
    })),
    timetable: spans.map((leg) => ({ departure: leg.departure.bounds(), arrival: leg.arrival.bounds() })),
    total: solutions.length,
  };
};
