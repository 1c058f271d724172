import type { FlightBaggageInfo, FlightOption, FlightSolution } from "../../api/index.js";
import { flightSolutionPrice } from "../flightPrices.js";
import { flightStopsCount } from "../flightStops.js";
import { flightClockMinutes } from "./flightClock.js";

/**
 * A columnar view of a solutions array for the filters and the filter options: every flight of every leg flattened
 * into typed arrays, codes interned as small integers. Built once per array (cached by identity, and checked element
 * by element on each use, so an array changed in place is indexed again) and column by column, on first need: a
 * filter on stops reads segment counts only, the first price filter converts the prices. Reading typed arrays is what
 * makes a click on 10,000 solutions (≈40,000 flights) cost a few milliseconds instead of chasing 40,000 objects.
 *
 * Every column reads exactly what `flightFacts.ts` reads (the sorts' per-object facts), so both agree.
 */

/** Strings interned as dense ids (0, 1, 2 …), with the first name seen for each. */
export class FlightCodes {
  readonly codes: string[] = [];
  private readonly ids = new Map<string, number>();
  id(code: string): number {
    let id = this.ids.get(code);
    if (id === undefined) {
      id = this.codes.length;
      this.ids.set(code, id);
      this.codes.push(code);
    }
    return id;
  }
  /** The id of a code, or -1 when never interned. */
  find(code: string): number {
    return this.ids.get(code) ?? -1;
  }
}

/** Stops bucket numbers: 0 direct, 1 one stop, 2 two or more. */
const bucketNumber = (segmentsCount: number): number => {
  const stops = flightStopsCount(segmentsCount);
  return stops === 0 ? 0 : stops === 1 ? 1 : 2;
};

/** The baggage rule of `flightBaggageMessage`: included when `hasBaggage` and a quantity above 0. */
const baggageIncluded = (info: FlightBaggageInfo | null | undefined): boolean =>
  info !== null && info !== undefined && Boolean(info.hasBaggage) && (info.details?.qty ?? 0) > 0;

/** Fills a typed array with one number per item (a loop: `TypedArray.from` with a map function iterates slowly). */
const fill = <T, A extends Uint8Array | Int8Array | Int32Array>(
  array: A,
  items: readonly T[],
  read: (item: T) => number,
): A => {
  for (let index = 0; index < items.length; index++) array[index] = read(items[index] as T);
  return array;
};

/** Solution prices: minor units (Infinity when unreadable) and interned currency (-1 when none). */
export interface FlightPriceColumn {
  readonly minor: Float64Array;
  readonly currency: Int32Array;
  readonly currencies: FlightCodes;
}

/** Validating airlines per solution (deduplicated by code, first name kept). */
export interface FlightAirlineColumn {
  readonly start: Int32Array;
  readonly ids: Int32Array;
  readonly names: string[];
  readonly codes: FlightCodes;
}

/** Service class per flight (-1 none) and the name each flight gives it. */
export interface FlightClassColumn {
  readonly ids: Int32Array;
  readonly names: (string | null)[];
  readonly codes: FlightCodes;
}

/** Distinct booking classes per flight. */
export interface FlightBookingColumn {
  readonly start: Int32Array;
  readonly ids: Int32Array;
  /** Each flight's classes as bits of their ids, when there are at most 31 codes (else null: read `ids`). */
  readonly masks: Int32Array | null;
  readonly codes: FlightCodes;
}

/** Departure, arrival (-1 none) and connection airports per flight, with the names each flight gives them. */
export interface FlightAirportColumn {
  readonly departure: Int32Array;
  readonly arrival: Int32Array;
  readonly departureNames: (string | null)[];
  readonly arrivalNames: (string | null)[];
  readonly stopStart: Int32Array;
  readonly stops: Int32Array;
  readonly stopNames: (string | null)[];
  readonly codes: FlightCodes;
}

/** Departure and arrival minutes on the flight clock (NaN when unreadable). */
export interface FlightTimeColumn {
  readonly departure: Float64Array;
  readonly arrival: Float64Array;
}

/**
 * The last trimmed copy of each solution and which of its flights it keeps (bit n = its n-th flight, legs in order;
 * -1 = none), so that the filters hand back the same copy while the same flights pass.
 */
export interface FlightTrims {
  readonly keys: Float64Array;
  readonly copies: (FlightSolution | undefined)[];
}

/** The flight-level columns, each built on first need (or all at once by `loadFlightColumns`). */
const FLIGHT_COLUMNS = ["buckets", "trains", "baggage", "classes", "bookingClasses", "airports", "times"] as const;
/** A flight-level column. */
export type FlightColumnName = (typeof FLIGHT_COLUMNS)[number];

/** Fills one column flight by flight, then stores it. */
interface ColumnBuilder {
  readonly write: (index: number, flight: FlightOption) => void;
  readonly finish: () => void;
}

/** The structure of a solutions array and its lazily built columns. */
export class FlightIndex {
  /** Solution `i` holds legs `legStart[i]` … `legStart[i + 1] - 1`. */
  readonly legStart: Int32Array;
  /** Leg `l` holds flights `flightStart[l]` … `flightStart[l + 1] - 1`, in the trip's order. */
  readonly flightStart: Int32Array;
  /** Each flight's leg position in its solution (0 outbound, 1 return, 2+ further legs). */
  readonly flightLeg: Uint8Array;
  readonly flights: FlightOption[];
  readonly solutions: readonly FlightSolution[];
  private priceColumn: FlightPriceColumn | null = null;
  private airlineColumn: FlightAirlineColumn | null = null;
  private solutionBaggageColumn: Uint8Array | null = null;
  private bucketColumn: Uint8Array | null = null;
  private trainColumn: Uint8Array | null = null;
  private baggageColumn: Int8Array | null = null;
  private classColumn: FlightClassColumn | null = null;
  private bookingColumn: FlightBookingColumn | null = null;
  private airportColumn: FlightAirportColumn | null = null;
  private timeColumn: FlightTimeColumn | null = null;
  private trimmed: FlightTrims | null = null;

  constructor(solutions: readonly FlightSolution[]) {
    // Two passes, so every array is allocated once at its final size: on a fresh reply the heap is full of young
    // objects, and each allocation that triggers a collection pays for moving them.
    this.solutions = solutions.slice();
    const count = solutions.length;
    const legStart = new Int32Array(count + 1);
    let legs = 0;
    let total = 0;
    for (let index = 0; index < count; index++) {
      legStart[index] = legs;
      const trips = (solutions[index] as FlightSolution).trips;
      legs += trips.length;
      for (let position = 0; position < trips.length; position++) {
        total += (trips[position] as FlightSolution["trips"][number]).flights.length;
      }
    }
    legStart[count] = legs;
    const flightStart = new Int32Array(legs + 1);
    const flightLeg = new Uint8Array(total);
    const flights = new Array<FlightOption>(total);
    let leg = 0;
    let flight = 0;
    for (let index = 0; index < count; index++) {
      const trips = (solutions[index] as FlightSolution).trips;
      for (let position = 0; position < trips.length; position++) {
        flightStart[leg++] = flight;
        const legFlights = (trips[position] as FlightSolution["trips"][number]).flights;
        for (let n = 0; n < legFlights.length; n++) {
          flightLeg[flight] = Math.min(position, 255);
          flights[flight++] = legFlights[n] as FlightOption;
        }
      }
    }
    flightStart[legs] = flight;
    this.legStart = legStart;
    this.flightStart = flightStart;
    this.flights = flights;
    this.flightLeg = flightLeg;
  }

  /** Whether the index still describes `solutions` (same objects in the same order). */
  describes(solutions: readonly FlightSolution[]): boolean {
    const own = this.solutions;
    if (own.length !== solutions.length) return false;
    for (let index = 0; index < own.length; index++) if (own[index] !== solutions[index]) return false;
    return true;
  }

  get prices(): FlightPriceColumn {
    if (this.priceColumn !== null) return this.priceColumn;
    const count = this.solutions.length;
    const minor = new Float64Array(count);
    const currency = new Int32Array(count);
    const currencies = new FlightCodes();
    for (let index = 0; index < count; index++) {
      const price = flightSolutionPrice(this.solutions[index] as FlightSolution);
      minor[index] = price?.minor ?? Number.POSITIVE_INFINITY;
      currency[index] = price === null ? -1 : currencies.id(price.currency);
    }
    this.priceColumn = { minor, currency, currencies };
    return this.priceColumn;
  }

  get airlines(): FlightAirlineColumn {
    if (this.airlineColumn !== null) return this.airlineColumn;
    const count = this.solutions.length;
    const start = new Int32Array(count + 1);
    const ids: number[] = [];
    const names: string[] = [];
    const codes = new FlightCodes();
    for (let index = 0; index < count; index++) {
      start[index] = ids.length;
      const first = ids.length;
      for (const carrier of (this.solutions[index] as FlightSolution).summary.validatingCarrier ?? []) {
        const id = codes.id(carrier.code);
        if (ids.indexOf(id, first) !== -1) continue;
        ids.push(id);
        names.push(carrier.name ?? carrier.code);
      }
    }
    start[count] = ids.length;
    this.airlineColumn = { start, ids: Int32Array.from(ids), names, codes };
    return this.airlineColumn;
  }

  /** 1 when the solution's own baggage summary includes baggage. */
  get solutionBaggage(): Uint8Array {
    this.solutionBaggageColumn ??= fill(new Uint8Array(this.solutions.length), this.solutions, (solution) =>
      baggageIncluded(solution.processedBaggageInfo) ? 1 : 0,
    );
    return this.solutionBaggageColumn;
  }

  /**
   * Builds the named flight columns that are not built yet, in ONE pass over the flights: on a fresh reply each
   * flight's objects are scattered in memory, so reading them once for every column beats a pass per column.
   */
  loadFlightColumns(names: readonly FlightColumnName[] = FLIGHT_COLUMNS): void {
    const builders = names.filter((name) => !this.built(name)).map((name) => this.builder(name));
    if (builders.length === 0) return;
    const flights = this.flights;
    for (let index = 0; index < flights.length; index++) {
      const flight = flights[index] as FlightOption;
      for (const builder of builders) builder.write(index, flight);
    }
    for (const builder of builders) builder.finish();
  }

  private built(name: FlightColumnName): boolean {
    switch (name) {
      case "buckets":
        return this.bucketColumn !== null;
      case "trains":
        return this.trainColumn !== null;
      case "baggage":
        return this.baggageColumn !== null;
      case "classes":
        return this.classColumn !== null;
      case "bookingClasses":
        return this.bookingColumn !== null;
      case "airports":
        return this.airportColumn !== null;
      case "times":
        return this.timeColumn !== null;
    }
  }

  private builder(name: FlightColumnName): ColumnBuilder {
    const size = this.flights.length;
    switch (name) {
      case "buckets": {
        const buckets = new Uint8Array(size);
        return {
          write: (index, flight) => {
            buckets[index] = bucketNumber(flight.summary.segmentsCount);
          },
          finish: () => {
            this.bucketColumn = buckets;
          },
        };
      }
      case "trains": {
        const trains = new Uint8Array(size);
        return {
          write: (index, flight) => {
            const segments = flight.segments;
            for (let n = 0; n < segments.length; n++) {
              if ((segments[n] as FlightOption["segments"][number]).segmentType === "Train") trains[index] = 1;
            }
          },
          finish: () => {
            this.trainColumn = trains;
          },
        };
      }
      case "baggage": {
        const baggage = new Int8Array(size);
        return {
          write: (index, flight) => {
            const info = flight.processedBaggageInfo;
            baggage[index] = info === undefined || info === null ? -1 : baggageIncluded(info) ? 1 : 0;
          },
          finish: () => {
            this.baggageColumn = baggage;
          },
        };
      }
      case "classes": {
        const codes = new FlightCodes();
        const ids = new Int32Array(size);
        const names = new Array<string | null>(size);
        return {
          write: (index, flight) => {
            const summaryClass = flight.summary.serviceClasses?.[0];
            const first = flight.segments[0];
            const code = summaryClass?.code ?? first?.serviceClass?.code ?? null;
            ids[index] = code === null ? -1 : codes.id(code);
            names[index] =
              code === null ? null : (summaryClass?.description ?? first?.serviceClass?.description ?? null);
          },
          finish: () => {
            this.classColumn = { ids, names, codes };
          },
        };
      }
      case "bookingClasses": {
        const codes = new FlightCodes();
        const start = new Int32Array(size + 1);
        const ids: number[] = [];
        return {
          write: (index, flight) => {
            start[index] = ids.length;
            const first = ids.length;
            const segments = flight.segments;
            for (let n = 0; n < segments.length; n++) {
              const booking = (segments[n] as FlightOption["segments"][number]).bookingClass;
              if (!booking) continue;
              const id = codes.id(booking);
              if (ids.indexOf(id, first) === -1) ids.push(id);
            }
          },
          finish: () => {
            start[size] = ids.length;
            let masks: Int32Array | null = null;
            if (codes.codes.length <= 31) {
              masks = new Int32Array(size);
              for (let index = 0; index < size; index++) {
                for (let at = start[index] as number; at < (start[index + 1] as number); at++) {
                  masks[index] = (masks[index] as number) | (1 << (ids[at] as number));
                }
              }
            }
            this.bookingColumn = { start, ids: Int32Array.from(ids), masks, codes };
          },
        };
      }
      case "airports": {
        const codes = new FlightCodes();
        const departure = new Int32Array(size);
        const arrival = new Int32Array(size);
        const departureNames = new Array<string | null>(size);
        const arrivalNames = new Array<string | null>(size);
        const stopStart = new Int32Array(size + 1);
        const stops: number[] = [];
        const stopNames: (string | null)[] = [];
        return {
          write: (index, flight) => {
            const segments = flight.segments;
            const from = (segments[0]?.departure ?? flight.summary.departure ?? undefined)?.destinations?.airport;
            const to = (segments[segments.length - 1]?.arrival ?? flight.summary.arrival ?? undefined)?.destinations
              ?.airport;
            const fromCode = from?.IATA ?? null;
            const toCode = to?.IATA ?? null;
            departure[index] = fromCode === null ? -1 : codes.id(fromCode);
            arrival[index] = toCode === null ? -1 : codes.id(toCode);
            departureNames[index] = from?.name ?? null;
            arrivalNames[index] = to?.name ?? null;
            stopStart[index] = stops.length;
            for (let n = 0; n < segments.length - 1; n++) {
              const airport = (segments[n] as FlightOption["segments"][number]).arrival.destinations?.airport;
              if (!airport) continue;
              stops.push(codes.id(airport.IATA));
              stopNames.push(airport.name ?? null);
            }
          },
          finish: () => {
            stopStart[size] = stops.length;
            this.airportColumn = {
              departure,
              arrival,
              departureNames,
              arrivalNames,
              stopStart,
              stops: Int32Array.from(stops),
              stopNames,
              codes,
            };
          },
        };
      }
      case "times": {
        const departure = new Float64Array(size);
        const arrival = new Float64Array(size);
        return {
          write: (index, flight) => {
            const segments = flight.segments;
            departure[index] = flightClockMinutes(
              (segments[0]?.departure ?? flight.summary.departure ?? undefined)?.dateTime,
            );
            arrival[index] = flightClockMinutes(
              (segments[segments.length - 1]?.arrival ?? flight.summary.arrival ?? undefined)?.dateTime,
            );
          },
          finish: () => {
            this.timeColumn = { departure, arrival };
          },
        };
      }
    }
  }

  /** Stops bucket per flight: 0 direct, 1 one, 2 two or more. */
  get buckets(): Uint8Array {
    if (this.bucketColumn === null) this.loadFlightColumns(["buckets"]);
    return this.bucketColumn as Uint8Array;
  }

  /** 1 when some segment of the flight is a train. */
  get trains(): Uint8Array {
    if (this.trainColumn === null) this.loadFlightColumns(["trains"]);
    return this.trainColumn as Uint8Array;
  }

  /** The flight's own baggage: 1 included, 0 not, -1 no summary (the solution's applies). */
  get baggage(): Int8Array {
    if (this.baggageColumn === null) this.loadFlightColumns(["baggage"]);
    return this.baggageColumn as Int8Array;
  }

  /** Service class of a flight: the summary's first, else the first segment's. */
  get classes(): FlightClassColumn {
    if (this.classColumn === null) this.loadFlightColumns(["classes"]);
    return this.classColumn as FlightClassColumn;
  }

  get bookingClasses(): FlightBookingColumn {
    if (this.bookingColumn === null) this.loadFlightColumns(["bookingClasses"]);
    return this.bookingColumn as FlightBookingColumn;
  }

  get airports(): FlightAirportColumn {
    if (this.airportColumn === null) this.loadFlightColumns(["airports"]);
    return this.airportColumn as FlightAirportColumn;
  }

  get times(): FlightTimeColumn {
    if (this.timeColumn === null) this.loadFlightColumns(["times"]);
    return this.timeColumn as FlightTimeColumn;
  }

  get trims(): FlightTrims {
    this.trimmed ??= {
      keys: new Float64Array(this.solutions.length).fill(-1),
      copies: new Array<FlightSolution | undefined>(this.solutions.length),
    };
    return this.trimmed;
  }
}

const indexes = new WeakMap<readonly FlightSolution[], FlightIndex>();

/** The index of a solutions array (cached by the array; rebuilt when its elements changed). */
export const flightIndex = (solutions: readonly FlightSolution[]): FlightIndex => {
  const cached = indexes.get(solutions);
  if (cached?.describes(solutions)) return cached;
  const index = new FlightIndex(solutions);
  indexes.set(solutions, index);
  return index;
};
