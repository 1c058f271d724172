import type { FlightSolution, FlightTrip } from "../../api/index.js";
import { MINUTES_PER_DAY } from "../../dates/index.js";
import type { FlightStopsBucket } from "../flightStops.js";
import type { FlightTimetableBounds } from "../flightTimetable.js";
import { type FlightCodes, type FlightIndex, flightIndex } from "./flightIndex.js";

/** Airports chosen for one leg; an empty list filters nothing. */
interface FlightAirportCriteria {
  readonly departure: readonly string[];
  readonly stop: readonly string[];
  readonly arrival: readonly string[];
}

/** Time windows of one leg; null applies no window. */
interface FlightTimetableCriteria {
  readonly departure: FlightTimetableBounds | null;
  readonly arrival: FlightTimetableBounds | null;
}

/**
 * The filter state normalised for matching: lists are "any of" (empty = no filter), windows are minutes, the price
 * bounds are minor units. Built from the routes filter state by `applyFlightFilters`.
 */
export interface FlightFilterCriteria {
  readonly airlines: readonly string[];
  readonly baggage: "ALL" | "WFBA" | "NB";
  readonly transport: "ALL" | "Air" | "Train";
  readonly stops: readonly FlightStopsBucket[];
  /** Index 0 outbound, 1 return. */
  readonly airports: readonly FlightAirportCriteria[];
  /** 'ALL' or a service class code. */
  readonly serviceClass: string;
  readonly bookingClasses: readonly string[];
  readonly priceMinimumMinor: number | null;
  readonly priceMaximumMinor: number | null;
  /** The bounds' currency: a solution priced in another currency is not judged by them; null = any. */
  readonly priceCurrency: string | null;
  /** Index 0 outbound, 1 return. */
  readonly timetable: readonly FlightTimetableCriteria[];
}

const BUCKET_NUMBER: Record<FlightStopsBucket, number> = { direct: 0, one: 1, twoOrMore: 2 };

const within = (value: number, window: FlightTimetableBounds): boolean => {
  if (Number.isNaN(value)) return false;
  if (window.from !== null && value < window.from) return false;
  if (window.to !== null && value > window.to) return false;
  const timeOfDay = ((value % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  if (window.fromTimeOfDay !== null && timeOfDay < window.fromTimeOfDay) return false;
  return !(window.toTimeOfDay !== null && timeOfDay > window.toTimeOfDay);
};

/** A membership table over interned ids for the chosen codes; null when nothing is chosen (no filter). */
const chosenIds = (chosen: readonly string[], codes: FlightCodes): Uint8Array | null => {
  if (chosen.length === 0) return null;
  const table = new Uint8Array(codes.codes.length);
  for (const code of chosen) {
    const id = codes.find(code);
    if (id !== -1) table[id] = 1;
  }
  return table;
};

/** Whether id (-1 = none) is in the table; no table filters nothing. */
const oneOf = (id: number, table: Uint8Array | null): boolean => table === null || (id !== -1 && table[id] === 1);

/**
 * Which flights pass the flight-level criteria (1 pass, 0 fail), column by column: stops bucket, transport (Train
 * when any segment is a train), service class, booking class (any segment), baggage (the flight's own summary,
 * else the solution's), and per leg (0 outbound, 1 return) the airports (departure, every stop and arrival among
 * the chosen) and the timetable windows. Null when no flight-level criterion is set.
 */
const flightPasses = (index: FlightIndex, criteria: FlightFilterCriteria): Uint8Array | null => {
  const count = index.flights.length;
  const legs = [0, 1].map((leg) => ({ airports: criteria.airports[leg], timetable: criteria.timetable[leg] }));
  const airportsChosen = legs.some(
    ({ airports }) => airports && airports.departure.length + airports.stop.length + airports.arrival.length > 0,
  );
  const windowsSet = legs.some(
    ({ timetable }) => timetable && (timetable.departure !== null || timetable.arrival !== null),
  );
  // Every column these criteria read, built in one pass over the flights.
  index.loadFlightColumns([
    ...(criteria.stops.length > 0 ? (["buckets"] as const) : []),
    ...(criteria.transport !== "ALL" ? (["trains"] as const) : []),
    ...(criteria.serviceClass !== "ALL" ? (["classes"] as const) : []),
    ...(criteria.bookingClasses.length > 0 ? (["bookingClasses"] as const) : []),
    ...(criteria.baggage !== "ALL" ? (["baggage"] as const) : []),
    ...(airportsChosen ? (["airports"] as const) : []),
    ...(windowsSet ? (["times"] as const) : []),
  ]);
  let pass: Uint8Array | null = null;
  const passes = (): Uint8Array => {
    pass ??= new Uint8Array(count).fill(1);
    return pass;
  };
  const keep = (test: (flight: number) => boolean): void => {
    const table = passes();
    for (let flight = 0; flight < count; flight++) if (table[flight] === 1 && !test(flight)) table[flight] = 0;
  };
  if (criteria.stops.length > 0) {
    let mask = 0;
    for (const bucket of criteria.stops) mask |= 1 << BUCKET_NUMBER[bucket];
    const buckets = index.buckets;
    keep((flight) => (mask & (1 << (buckets[flight] as number))) !== 0);
  }
  if (criteria.transport !== "ALL") {
    const trains = index.trains;
    const wanted = criteria.transport === "Train" ? 1 : 0;
    keep((flight) => trains[flight] === wanted);
  }
  if (criteria.serviceClass !== "ALL") {
    const classes = index.classes;
    const wanted = classes.codes.find(criteria.serviceClass);
    keep((flight) => wanted !== -1 && classes.ids[flight] === wanted);
  }
  if (criteria.bookingClasses.length > 0) {
    const booking = index.bookingClasses;
    const table = chosenIds(criteria.bookingClasses, booking.codes) as Uint8Array;
    const masks = booking.masks;
    let wanted = 0;
    for (let id = 0; id < table.length; id++) if (table[id] === 1) wanted |= 1 << id;
    if (masks !== null) keep((flight) => ((masks[flight] as number) & wanted) !== 0);
    else
      keep((flight) => {
        for (let at = booking.start[flight] as number; at < (booking.start[flight + 1] as number); at++) {
          if (table[booking.ids[at] as number] === 1) return true;
        }
        return false;
      });
  }
  if (criteria.baggage !== "ALL") {
    const own = index.baggage;
    const solutionBaggage = index.solutionBaggage;
    const wanted = criteria.baggage === "WFBA" ? 1 : 0;
    const { legStart, flightStart } = index;
    const table = passes();
    for (let solution = 0; solution < index.solutions.length; solution++) {
      const fallback = solutionBaggage[solution] as number;
      const first = flightStart[legStart[solution] as number] as number;
      const end = flightStart[legStart[solution + 1] as number] as number;
      for (let flight = first; flight < end; flight++) {
        const mine = own[flight] as number;
        if ((mine === -1 ? fallback : mine) !== wanted) table[flight] = 0;
      }
    }
  }
  if (airportsChosen) {
    const columns = index.airports;
    const tables = legs.map(({ airports }) => ({
      departure: chosenIds(airports?.departure ?? [], columns.codes),
      stop: chosenIds(airports?.stop ?? [], columns.codes),
      arrival: chosenIds(airports?.arrival ?? [], columns.codes),
    }));
    keep((flight) => {
      const leg = tables[index.flightLeg[flight] as number];
      if (leg === undefined) return true;
      if (!oneOf(columns.departure[flight] as number, leg.departure)) return false;
      if (!oneOf(columns.arrival[flight] as number, leg.arrival)) return false;
      const stops = leg.stop;
      if (stops === null) return true;
      for (let at = columns.stopStart[flight] as number; at < (columns.stopStart[flight + 1] as number); at++) {
        if (stops[columns.stops[at] as number] !== 1) return false;
      }
      return true;
    });
  }
  if (windowsSet) {
    const times = index.times;
    keep((flight) => {
      const window = legs[index.flightLeg[flight] as number]?.timetable;
      if (window === undefined) return true;
      if (window.departure !== null && !within(times.departure[flight] as number, window.departure)) return false;
      return window.arrival === null || within(times.arrival[flight] as number, window.arrival);
    });
  }
  return pass;
};

/** {@link filterFlightSolutions} on entries that all read as solutions; throws on one that does not. */
const filterReadable = <S extends FlightSolution>(solutions: readonly S[], criteria: FlightFilterCriteria): S[] => {
  const index = flightIndex(solutions);
  const { legStart, flightStart } = index;
  const minimum = criteria.priceMinimumMinor;
  const maximum = criteria.priceMaximumMinor;
  const prices = minimum !== null || maximum !== null ? index.prices : null;
  // The bounds' currency id; one that no solution has (-2) matches none, so then no solution is judged by them.
  const seenCurrency =
    prices === null || criteria.priceCurrency === null ? null : prices.currencies.find(criteria.priceCurrency);
  const boundsCurrency = seenCurrency === -1 ? -2 : seenCurrency;
  const airlineColumn = criteria.airlines.length > 0 ? index.airlines : null;
  const airlines = airlineColumn === null ? null : chosenIds(criteria.airlines, airlineColumn.codes);
  const pass = flightPasses(index, criteria);
  const kept: S[] = [];
  for (let at = 0; at < solutions.length; at++) {
    const solution = solutions[at] as S;
    const firstLeg = legStart[at] as number;
    const endLeg = legStart[at + 1] as number;
    if (firstLeg === endLeg) continue;
    if (prices !== null) {
      const priced = boundsCurrency === null || prices.currency[at] === boundsCurrency;
      const price = prices.minor[at] as number;
      if (priced && minimum !== null && !(price >= minimum)) continue;
      if (priced && maximum !== null && !(price <= maximum)) continue;
    }
    if (airlineColumn !== null && airlines !== null) {
      let carried = false;
      for (let n = airlineColumn.start[at] as number; n < (airlineColumn.start[at + 1] as number); n++) {
        if (airlines[airlineColumn.ids[n] as number] === 1) {
          carried = true;
          break;
        }
      }
      if (!carried) continue;
    }
    if (pass === null) {
      let empty = false;
      for (let leg = firstLeg; leg < endLeg; leg++) if (flightStart[leg] === flightStart[leg + 1]) empty = true;
      if (!empty) kept.push(solution);
      continue;
    }
    let empty = false;
    let whole = true;
    for (let leg = firstLeg; leg < endLeg && !empty; leg++) {
      const first = flightStart[leg] as number;
      const end = flightStart[leg + 1] as number;
      let count = 0;
      for (let flight = first; flight < end; flight++) count += pass[flight] as number;
      if (count === 0) empty = true;
      else if (count !== end - first) whole = false;
    }
    if (empty) continue;
    if (whole) {
      kept.push(solution);
      continue;
    }
    // The same flights kept as last time give the same copy back (no allocation for a repeated or undone click).
    const firstFlight = flightStart[firstLeg] as number;
    const endFlight = flightStart[endLeg] as number;
    let key = -1;
    if (endFlight - firstFlight <= 52) {
      key = 0;
      for (let flight = firstFlight, bit = 1; flight < endFlight; flight++, bit *= 2)
        key += (pass[flight] as number) * bit;
    }
    const trims = index.trims;
    if (key !== -1 && trims.keys[at] === key) {
      kept.push(trims.copies[at] as S);
      continue;
    }
    // Copy only the legs that lose a flight, so untouched legs stay the same objects.
    const trimmedTrips = solution.trips.slice();
    for (let leg = firstLeg; leg < endLeg; leg++) {
      const first = flightStart[leg] as number;
      const end = flightStart[leg + 1] as number;
      let count = 0;
      for (let flight = first; flight < end; flight++) count += pass[flight] as number;
      if (count === end - first) continue;
      const trip = solution.trips[leg - firstLeg] as FlightTrip;
      const flights = new Array<FlightTrip["flights"][number]>(count);
      for (let flight = first, at = 0; flight < end; flight++) {
        if (pass[flight] === 1) flights[at++] = trip.flights[flight - first] as FlightTrip["flights"][number];
      }
      trimmedTrips[leg - firstLeg] = { ...trip, flights };
    }
    // A trimmed copy differs from S only in holding fewer flights per leg, which S's own trip type allows.
    const copy = { ...solution, trips: trimmedTrips } as S;
    if (key !== -1) {
      trims.keys[at] = key;
      trims.copies[at] = copy;
    }
    kept.push(copy);
  }
  return kept;
};

/**
 * Filters solutions: solution-level rules (price, validating airline) first, then each leg keeps only its matching
 * flights; a solution survives when every leg keeps at least one. Untouched solutions are returned as the same
 * objects; trimmed ones are shallow copies with fewer flights.
 *
 * An entry the filters cannot read (reading it throws: not an object, no list of trips or of flights, a field that a
 * set filter reads of another kind) passes no filter: it is dropped, never a TypeError. The entries are not checked
 * against the reply's shape first (its decoder did that): with no filter set, an entry that has legs of flights
 * passes as it came.
 */
export const filterFlightSolutions = <S extends FlightSolution>(
  solutions: readonly S[],
  criteria: FlightFilterCriteria,
): S[] => {
  // The columnar pass reads every entry at once, so one unreadable entry stops it; only then is each entry judged on
  // its own, which keeps the check off good replies (a try that never throws costs nothing).
  try {
    return filterReadable(solutions, criteria);
  } catch {
    const kept: S[] = [];
    for (const solution of solutions) {
      try {
        kept.push(...filterReadable([solution], criteria));
      } catch {
        // Not a solution: dropped.
      }
    }
    return kept;
  }
};
