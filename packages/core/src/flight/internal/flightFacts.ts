import type { FlightOption, FlightSolution } from "../../api/index.js";
import { flightBaggageMessage } from "../flightBaggageMessage.js";
import { flightSolutionPrice } from "../flightPrices.js";
import { type FlightStopsBucket, flightStopsBucket } from "../flightStops.js";
import { flightClockMinutes } from "./flightClock.js";

/**
 * What the filters, options and sorts read from a flight option, computed once per object (cached by identity,
 * so filtering 10,000 solutions again after a click does not re-parse dates).
 */
export interface FlightFacts {
  readonly bucket: FlightStopsBucket;
  readonly departureIata: string | null;
  readonly departureName: string | null;
  readonly arrivalIata: string | null;
  readonly arrivalName: string | null;
  /** Connection airports: where each segment but the last arrives. */
  readonly stops: readonly { readonly code: string; readonly name: string | null }[];
  /** Departure and arrival as minutes on the flight clock (NaN when unreadable). */
  readonly departureMinutes: number;
  readonly arrivalMinutes: number;
  /** Service class code of the flight (summary first, else first segment), or null. */
  readonly serviceClass: { readonly code: string; readonly name: string | null } | null;
  readonly bookingClasses: readonly string[];
  /** 'Train' when any segment is a train, else 'Air'. */
  readonly transport: "Air" | "Train";
  readonly durationMinutes: number;
  /** Baggage from the flight's own summary, or null to use the solution's. */
  readonly hasBaggage: boolean | null;
}

/** Solution-level facts. */
export interface FlightSolutionFacts {
  readonly priceMinor: number;
  readonly currency: string | null;
  readonly airlines: readonly { readonly code: string; readonly name: string }[];
  readonly hasBaggage: boolean;
  readonly durationMinutes: number;
  /** The facts of every flight, by leg then position (one cache lookup per solution instead of one per flight). */
  readonly legs: readonly (readonly FlightFacts[])[];
}

/** A shared empty list for flights without connections or booking classes. */
const NONE: readonly never[] = [];

const flightCache = new WeakMap<FlightOption, FlightFacts>();
const solutionCache = new WeakMap<FlightSolution, FlightSolutionFacts>();

const minutesOf = flightClockMinutes;

/** The facts of a flight option (cached). */
const flightFacts = (flight: FlightOption): FlightFacts => {
  const cached = flightCache.get(flight);
  if (cached !== undefined) return cached;
  const segments = flight.segments;
  const first = segments[0];
  const last = segments[segments.length - 1];
  const departurePoint = first?.departure ?? flight.summary.departure ?? undefined;
  const arrivalPoint = last?.arrival ?? flight.summary.arrival ?? undefined;
  const departureMinutes = minutesOf(departurePoint?.dateTime);
  const arrivalMinutes = minutesOf(arrivalPoint?.dateTime);
  const summaryClass = flight.summary.serviceClasses?.[0];
  const classCode = summaryClass?.code ?? first?.serviceClass?.code ?? null;
  // One pass over the segments; most flights have 1–3, so plain arrays beat Sets here.
  let stops: { code: string; name: string | null }[] | null = null;
  let bookingClasses: string[] | null = null;
  let train = false;
  for (let index = 0; index < segments.length; index++) {
    const segment = segments[index] as FlightOption["segments"][number];
    if (segment.segmentType === "Train") train = true;
    const booking = segment.bookingClass;
    if (booking) {
      bookingClasses ??= [];
      if (!bookingClasses.includes(booking)) bookingClasses.push(booking);
    }
    const airport = index < segments.length - 1 ? segment.arrival.destinations?.airport : undefined;
    if (airport) {
      stops ??= [];
      stops.push({ code: airport.IATA, name: airport.name ?? null });
    }
  }
  const baggage = flight.processedBaggageInfo;
  const facts: FlightFacts = {
    bucket: flightStopsBucket(flight.summary.segmentsCount),
    departureIata: departurePoint?.destinations?.airport?.IATA ?? null,
    departureName: departurePoint?.destinations?.airport?.name ?? null,
    arrivalIata: arrivalPoint?.destinations?.airport?.IATA ?? null,
    arrivalName: arrivalPoint?.destinations?.airport?.name ?? null,
    stops: stops ?? NONE,
    departureMinutes,
    arrivalMinutes,
    serviceClass:
      classCode === null
        ? null
        : { code: classCode, name: summaryClass?.description ?? first?.serviceClass?.description ?? null },
    bookingClasses: bookingClasses ?? NONE,
    transport: train ? "Train" : "Air",
    durationMinutes:
      flight.summary.eft ??
      (Number.isNaN(arrivalMinutes - departureMinutes) ? Number.POSITIVE_INFINITY : arrivalMinutes - departureMinutes),
    hasBaggage:
      baggage === undefined || baggage === null ? null : flightBaggageMessage(baggage).key !== "flight.luggageNone",
  };
  flightCache.set(flight, facts);
  return facts;
};

/** The facts of a solution (cached). Duration: the sum over legs of each leg's shortest flight. */
export const flightSolutionFacts = (solution: FlightSolution): FlightSolutionFacts => {
  const cached = solutionCache.get(solution);
  if (cached !== undefined) return cached;
  const seen = new Set<string>();
  const airlines: { code: string; name: string }[] = [];
  for (const carrier of solution.summary.validatingCarrier ?? []) {
    if (seen.has(carrier.code)) continue;
    seen.add(carrier.code);
    airlines.push({ code: carrier.code, name: carrier.name ?? carrier.code });
  }
  const price = flightSolutionPrice(solution);
  const legs = solution.trips.map((trip) => trip.flights.map(flightFacts));
  const facts: FlightSolutionFacts = {
    priceMinor: price?.minor ?? Number.POSITIVE_INFINITY,
    currency: price?.currency ?? null,
    airlines,
    hasBaggage: flightBaggageMessage(solution.processedBaggageInfo).key !== "flight.luggageNone",
    durationMinutes: legs.reduce(
      (sum, leg) => sum + leg.reduce((min, flight) => Math.min(min, flight.durationMinutes), Infinity),
      0,
    ),
    legs,
  };
  solutionCache.set(solution, facts);
  return facts;
};
