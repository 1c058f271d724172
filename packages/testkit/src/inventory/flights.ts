import { CARRIER_TRAIN_LINKS, CARRIERS, type Carrier, type CarrierHub, carrierOf } from "./carriers.js";
import { addDays, dayNumber, weekdayOf } from "./days.js";
import { type PlaceAirport, type PlaceCity, placeAirport, placeCityOfAirport } from "./places.js";
import { chance, hashParts, intBetween, pick, type Rng, rngFor } from "./prng.js";

/**
 * Standard-time UTC offsets in hours by country, with per-city overrides (public facts; daylight saving time is
 * ignored in the demo world, so times can be an hour off in summer).
 */
const UTC_OFFSET_BY_COUNTRY: Readonly<Record<string, number>> = {
  AR: -3,
  BR: -3,
  CL: -4,
  UY: -3,
  PY: -3,
  PE: -5,
  CO: -5,
  EC: -5,
  BO: -4,
  VE: -4,
  PA: -5,
  CR: -6,
  MX: -6,
  DO: -4,
  CU: -5,
  JM: -5,
  AW: -4,
  CW: -4,
  PR: -4,
  BS: -5,
  BB: -4,
  SX: -4,
  KY: -5,
  TC: -5,
  US: -5,
  CA: -5,
  ES: 1,
  PT: 0,
  FR: 1,
  GB: 0,
  IE: 0,
  IT: 1,
  DE: 1,
  NL: 1,
  BE: 1,
  CH: 1,
  AT: 1,
  CZ: 1,
  HU: 1,
  GR: 2,
  HR: 1,
  TR: 3,
  DK: 1,
  SE: 1,
  NO: 1,
  PL: 1,
  MT: 1,
  AE: 4,
  QA: 3,
  EG: 2,
  MA: 1,
  IL: 2,
  JP: 9,
  TH: 7,
  ID: 8,
  SG: 8,
  CN: 8,
  KR: 9,
  AU: 10,
  NZ: 12,
  ZA: 2,
  MV: 5,
};
const UTC_OFFSET_BY_CITY: Readonly<Record<string, number>> = {
  MAO: -4,
  FEN: -2,
  GPS: -6,
  CUN: -5,
  CZM: -5,
  SJD: -7,
  LAX: -8,
  SFO: -8,
  LAS: -8,
  SEA: -8,
  SAN: -8,
  HNL: -10,
  CHI: -6,
  HOU: -6,
  DFW: -6,
  MSY: -6,
  DEN: -7,
  YVR: -8,
  TCI: 0,
  LPA: 0,
  ACE: 0,
  FUE: 0,
  FNC: 0,
  IPC: -6,
};

/** UTC offset (hours) of a city. */
const cityUtcOffset = (city: PlaceCity): number =>
  UTC_OFFSET_BY_CITY[city.code] ?? UTC_OFFSET_BY_COUNTRY[city.country] ?? 0;

/** Cabin codes. Spec 002 §3: "Cabin values: ALL (indistinct, default), ECO, BSN, FST." */
type InventoryFlightCabin = "ECO" | "BSN" | "FST";

/** Hold baggage of a fare: pieces, weight, or none. */
type InventoryFlightBaggage =
  | { readonly kind: "pieces"; readonly pieces: number; readonly weight: number; readonly weightUnit: "KG" }
  | { readonly kind: "weight"; readonly weight: number; readonly weightUnit: "KG" }
  | { readonly kind: "none" };

/** One flight or train leg. */
export interface InventoryFlightSegment {
  readonly segmentType: "Air" | "Train";
  readonly marketingCarrier: string;
  readonly operatingCarrier: string;
  readonly flightNumber: string;
  readonly equipment: string;
  readonly from: string;
  readonly to: string;
  /** Local wall-clock minutes since the epoch day 0 of each airport (`dayNumber * 1440 + minutes`). */
  readonly departureLocal: number;
  readonly arrivalLocal: number;
  readonly durationMinutes: number;
  /** Wait before this segment at the connecting airport (0 for the first). */
  readonly waitMinutes: number;
  /** Departs from an airport other than the one the previous segment landed at (spec 002 §8). */
  readonly changeAirport: boolean;
  readonly nocturnal: boolean;
}

/** One way of flying a leg: a list of segments. */
export interface InventoryFlightItinerary {
  readonly segments: readonly InventoryFlightSegment[];
  readonly carrier: string;
  readonly stops: number;
  readonly totalMinutes: number;
  readonly totalWaitMinutes: number;
  readonly distanceKm: number;
}

const EARTH_KM = 6371;

/** Great-circle distance between two points, in km. */
export const distanceKm = (aLat: number, aLng: number, bLat: number, bLng: number): number => {
  const rad = Math.PI / 180;
  const dLat = (bLat - aLat) * rad;
  const dLng = (bLng - aLng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
};

const airportDistance = (a: PlaceAirport, b: PlaceAirport) => distanceKm(a.lat, a.lng, b.lat, b.lng);

const SIZE_RANK = { small: 0, medium: 1, large: 2, mega: 3 } as const;

const hubServes = (hub: CarrierHub, iata: string): boolean => {
  const city = placeCityOfAirport(iata);
  const airport = placeAirport(iata);
  if (city === undefined || airport === undefined || airport.kind === "station") return false;
  if (hub.near.includes(city.region) || hub.near.includes(`=${city.country}`)) return true;
  return hub.far.includes(city.region) && SIZE_RANK[city.size] >= 2;
};

const sameCity = (a: string, b: string) => placeCityOfAirport(a) === placeCityOfAirport(b);

/** Whether a carrier flies (or runs a train) between two airports non-stop. */
const flies = (carrier: Carrier, from: string, to: string): boolean => {
  if (from === to || sameCity(from, to)) return false;
  if (
    CARRIER_TRAIN_LINKS.some(
      ([code, a, b]) => code === carrier.code && ((a === from && b === to) || (a === to && b === from)),
    )
  )
    return true;
  const fromHub = carrier.hubs.find((hub) => hub.iata === from);
  const toHub = carrier.hubs.find((hub) => hub.iata === to);
  if (fromHub !== undefined && toHub !== undefined) return true;
  return (fromHub !== undefined && hubServes(fromHub, to)) || (toHub !== undefined && hubServes(toHub, from));
};

/** Airports a carrier can connect through (its hubs and, for train links, the hub the train leaves from). */
const connectionPoints = (carrier: Carrier) => carrier.hubs.map((hub) => hub.iata);

const trainLink = (carrier: string, from: string, to: string) =>
  CARRIER_TRAIN_LINKS.find(
    ([code, a, b]) => code === carrier && ((a === from && b === to) || (a === to && b === from)),
  );

/** The routes (airport paths) a carrier sells between two airports, with at most two stops. */
const carrierPaths = (carrier: Carrier, from: string, to: string): string[][] => {
  const paths: string[][] = [];
  if (flies(carrier, from, to)) paths.push([from, to]);
  const points = connectionPoints(carrier);
  for (const arrive of points) {
    if (arrive === from || arrive === to || !flies(carrier, from, arrive)) continue;
    // Connect at the same airport, or change to another airport of the same city (EZE/AEP, GRU/CGH…).
    for (const depart of points.filter((point) => point === arrive || sameCity(point, arrive))) {
      if (depart !== to && flies(carrier, depart, to))
        paths.push(depart === arrive ? [from, arrive, to] : [from, arrive, depart, to]);
    }
  }
  if (paths.length === 0) {
    for (const first of points) {
      for (const second of points) {
        if (first === second || sameCity(first, second) || [from, to].includes(first) || [from, to].includes(second))
          continue;
        if (flies(carrier, from, first) && flies(carrier, first, second) && flies(carrier, second, to))
          paths.push([from, first, second, to]);
      }
    }
  }
  // Nobody sells BRC–Buenos Aires through Dubai: keep paths within a sensible detour of the great circle.
  const direct = pathKm([from, to]);
  return paths.filter((path) => path.length === 2 || pathKm(path) <= Math.max(direct * 1.45, direct + 900));
};

const pathKm = (path: readonly string[]): number => {
  let km = 0;
  for (let index = 1; index < path.length; index++) {
    const a = placeAirport(path[index - 1] as string);
    const b = placeAirport(path[index] as string);
    if (a !== undefined && b !== undefined) km += airportDistance(a, b);
  }
  return km;
};

/** Flight numbers are stable per carrier and airport pair. */
const flightNumberOf = (carrier: string, from: string, to: string, slot: number) =>
  String(100 + ((hashParts(carrier, from, to) + slot * 7) % 8900));

/**
 * Every itinerary for one leg, on one local departure date, between any of the origin airports and any of the
 * destination airports. Deterministic per seed, airports and date.
 */
const inventoryLegItineraries = (
  seed: number,
  fromAirports: readonly string[],
  toAirports: readonly string[],
  date: string,
): readonly InventoryFlightItinerary[] => {
  const key = `${seed}|${fromAirports.join(",")}|${toAirports.join(",")}|${date}`;
  const known = legItinerariesCache.get(key);
  if (known !== undefined) return known;
  const built = buildLegItineraries(seed, fromAirports, toAirports, date);
  if (legItinerariesCache.size >= LEG_ITINERARIES_CACHED)
    legItinerariesCache.delete(legItinerariesCache.keys().next().value ?? "");
  legItinerariesCache.set(key, built);
  return built;
};

/**
 * A flexible search asks for 49 date pairs made of 7 outbound and 7 return days: each leg's day is built once and
 * shared (the itineraries are never changed once built), the oldest of the last 200 forgotten first.
 */
const LEG_ITINERARIES_CACHED = 200;
const legItinerariesCache = new Map<string, readonly InventoryFlightItinerary[]>();

const buildLegItineraries = (
  seed: number,
  fromAirports: readonly string[],
  toAirports: readonly string[],
  date: string,
): InventoryFlightItinerary[] => {
  const itineraries: InventoryFlightItinerary[] = [];
  for (const from of fromAirports) {
    for (const to of toAirports) {
      for (const carrier of CARRIERS) {
        for (const path of carrierPaths(carrier, from, to)) {
          const rng = rngFor(seed, "itinerary", carrier.code, path.join(">"), date);
          const departures = path.length === 2 ? intBetween(rng, 1, 3) : intBetween(rng, 1, 2);
          for (let slot = 0; slot < departures; slot++) {
            const itinerary = buildItinerary(rng, carrier, path, date, slot);
            if (itinerary !== undefined) itineraries.push(itinerary);
          }
        }
      }
    }
  }
  return itineraries;
};

/** A night flight: it leaves from 22:00 to 04:59 local time or lands on a later day (spec 002 §8). */
const isNocturnal = (departureLocal: number, arrivalLocal: number): boolean => {
  const departureMinute = ((departureLocal % 1440) + 1440) % 1440;
  return (
    departureMinute >= 22 * 60 ||
    departureMinute < 5 * 60 ||
    Math.floor(arrivalLocal / 1440) > Math.floor(departureLocal / 1440)
  );
};

const buildItinerary = (rng: Rng, carrier: Carrier, path: readonly string[], date: string, slot: number) => {
  const segments: InventoryFlightSegment[] = [];
  let clock = dayNumber(date) * 1440 + intBetween(rng, 0, 95) * 15; // local minutes at the current airport
  let previousTo: string | undefined;
  let distance = 0;
  for (let index = 0; index < path.length - 1; index++) {
    const from = path[index] as string;
    const to = path[index + 1] as string;
    if (sameCity(from, to)) continue; // an airport change inside a city, not a segment
    const fromAirport = placeAirport(from);
    const toAirport = placeAirport(to);
    const fromCity = placeCityOfAirport(from);
    const toCity = placeCityOfAirport(to);
    if (fromAirport === undefined || toAirport === undefined || fromCity === undefined || toCity === undefined)
      return undefined;
    const km = airportDistance(fromAirport, toAirport);
    distance += km;
    const train = trainLink(carrier.code, from, to);
    const duration = train === undefined ? Math.round((km / 780) * 60 + 35) : Math.round((km / 160) * 60 + 10);
    const wait =
      previousTo === undefined ? 0 : previousTo === from ? intBetween(rng, 4, 16) * 15 : intBetween(rng, 12, 24) * 15;
    const departureLocal = clock + wait;
    const offsetDiff = (cityUtcOffset(toCity) - cityUtcOffset(fromCity)) * 60;
    const arrivalLocal = departureLocal + duration + offsetDiff;
    const long = km > 4500;
    segments.push({
      segmentType: train === undefined ? "Air" : "Train",
      marketingCarrier: carrier.code,
      operatingCarrier: train?.[3] ?? carrier.code,
      flightNumber: flightNumberOf(carrier.code, from, to, slot),
      equipment:
        train !== undefined
          ? "ICE"
          : pick(rng, long && carrier.equipment.long.length > 0 ? carrier.equipment.long : carrier.equipment.short),
      from,
      to,
      departureLocal,
      arrivalLocal,
      durationMinutes: duration,
      waitMinutes: wait,
      changeAirport: previousTo !== undefined && previousTo !== from,
      nocturnal: isNocturnal(departureLocal, arrivalLocal),
    });
    previousTo = to;
    clock = arrivalLocal;
  }
  const first = segments[0];
  const last = segments[segments.length - 1];
  if (first === undefined || last === undefined) return undefined;
  const firstCity = placeCityOfAirport(first.from) as PlaceCity;
  const lastCity = placeCityOfAirport(last.to) as PlaceCity;
  const totalMinutes =
    last.arrivalLocal - first.departureLocal - (cityUtcOffset(lastCity) - cityUtcOffset(firstCity)) * 60;
  return {
    segments,
    carrier: carrier.code,
    stops: segments.length - 1,
    totalMinutes,
    totalWaitMinutes: segments.reduce((sum, segment) => sum + segment.waitMinutes, 0),
    distanceKm: Math.round(distance),
  };
};

/** A fare family sold for a cabin. */
export interface InventoryFlightFareFamily {
  readonly code: string;
  readonly name: string;
  readonly cabin: InventoryFlightCabin;
  readonly factor: number;
}

export const FLIGHT_FARE_FAMILIES: readonly InventoryFlightFareFamily[] = [
  { code: "L", name: "Light", cabin: "ECO", factor: 1 },
  { code: "S", name: "Standard", cabin: "ECO", factor: 1.18 },
  { code: "F", name: "Full", cabin: "ECO", factor: 1.42 },
  { code: "B", name: "Business", cabin: "BSN", factor: 3.1 },
  { code: "P", name: "Primera", cabin: "FST", factor: 5.4 },
];

const BOOKING_CLASSES: Record<string, readonly string[]> = {
  L: ["Q", "V", "L", "O"],
  S: ["K", "M", "H"],
  F: ["Y", "B"],
  B: ["J", "C", "D"],
  P: ["F", "A"],
};

/** One priced solution: a fare with one or two legs, each with its choice of itineraries. */
export interface InventoryFlightSolution {
  /** Solution id: `S{hash}`. */
  readonly id: string;
  readonly carrier: string;
  readonly family: InventoryFlightFareFamily;
  readonly bookingClass: string;
  readonly baggage: InventoryFlightBaggage;
  readonly fareType: "PUB" | "NEG";
  /** `YYYY-MM-DD`. */
  readonly lastTicketDate: string;
  /** Per passenger type, US cents: base fare, taxes and the agency charge. */
  readonly adult: { readonly fare: number; readonly tax: number; readonly charge: number };
  /** One entry per leg (0 outbound, 1 return). */
  readonly legs: readonly (readonly InventoryFlightItinerary[])[];
}

const baggageFor = (rng: Rng, carrier: Carrier, family: InventoryFlightFareFamily): InventoryFlightBaggage => {
  if (family.code === "L")
    return carrier.lowCost || chance(rng, 0.6) ? { kind: "none" } : { kind: "weight", weight: 15, weightUnit: "KG" };
  if (family.cabin !== "ECO") return { kind: "pieces", pieces: 2, weight: 32, weightUnit: "KG" };
  if (family.code === "F") return { kind: "pieces", pieces: 2, weight: 23, weightUnit: "KG" };
  return chance(rng, 0.7)
    ? { kind: "pieces", pieces: 1, weight: 23, weightUnit: "KG" }
    : { kind: "weight", weight: 20, weightUnit: "KG" };
};

/** What a flight search asks of the inventory. */
export interface InventoryFlightQuery {
  readonly originAirports: readonly string[];
  readonly destinationAirports: readonly string[];
  /** Departure, then return for a round trip (`YYYY-MM-DD`). */
  readonly dates: readonly string[];
  /** `ALL` or one cabin. */
  readonly cabin: "ALL" | InventoryFlightCabin;
  /** Today, for the last ticket date. */
  readonly today: string;
}

/**
 * Every solution for a flight query: per carrier and fare family, the legs' itineraries of that carrier. Prices
 * depend on distance, stops, fare family, departure weekday and month, and how far ahead the trip is.
 */
export const inventoryFlightSolutions = (seed: number, query: InventoryFlightQuery): InventoryFlightSolution[] => {
  const legs = query.dates.map((date, leg) =>
    leg === 0
      ? inventoryLegItineraries(seed, query.originAirports, query.destinationAirports, date)
      : inventoryLegItineraries(seed, query.destinationAirports, query.originAirports, date),
  );
  const solutions: InventoryFlightSolution[] = [];
  for (const carrier of CARRIERS) {
    const perLeg = legs.map((itineraries) => itineraries.filter((itinerary) => itinerary.carrier === carrier.code));
    if (perLeg.some((itineraries) => itineraries.length === 0)) continue;
    for (const family of FLIGHT_FARE_FAMILIES) {
      if (query.cabin !== "ALL" && family.cabin !== query.cabin) continue;
      const longest = Math.max(...perLeg.flat().map((itinerary) => itinerary.distanceKm));
      if (family.cabin === "FST" && (!carrier.first || longest < 4500)) continue;
      if (family.cabin === "BSN" && carrier.lowCost) continue;
      if (carrier.lowCost && family.code === "F") continue;
      // Split a carrier's fare by stops so the stops filter and its lowest prices are meaningful.
      const byStops = new Map<string, (readonly InventoryFlightItinerary[])[]>();
      for (const stops of [0, 1, 2]) {
        const chosen = perLeg.map((itineraries) =>
          itineraries.filter((itinerary) => Math.min(2, itinerary.stops) === stops),
        );
        if (chosen.every((itineraries) => itineraries.length > 0)) byStops.set(String(stops), chosen);
      }
      if (byStops.size === 0) byStops.set("mixed", perLeg);
      for (const [bucket, legItineraries] of byStops) {
        const rng = rngFor(
          seed,
          "solution",
          carrier.code,
          family.code,
          bucket,
          query.dates.join(";"),
          query.originAirports.join(","),
          query.destinationAirports.join(","),
        );
        const km = legItineraries.reduce(
          (sum, itineraries) => sum + Math.min(...itineraries.map((itinerary) => itinerary.distanceKm)),
          0,
        );
        const depart = query.dates[0] ?? query.today;
        const ahead = Math.max(0, dayNumber(depart) - dayNumber(query.today));
        const urgency = ahead < 7 ? 1.5 : ahead < 21 ? 1.2 : ahead > 120 ? 0.92 : 1;
        const weekday = [5, 0].includes(weekdayOf(depart)) ? 1.08 : 1;
        const month = Number(depart.slice(5, 7));
        const season = [1, 2, 7, 12].includes(month) ? 1.15 : 1;
        const stopsFactor = bucket === "0" ? 1.08 : bucket === "2" ? 0.86 : 0.94;
        const lowCost = carrier.lowCost ? 0.82 : 1;
        const fare = Math.round(
          (4_000 + km * 7.5) *
            family.factor *
            urgency *
            weekday *
            season *
            stopsFactor *
            lowCost *
            (0.9 + rng() * 0.25),
        );
        const tax = Math.round(fare * 0.16 + 2_500 * legItineraries.length);
        const charge = Math.round(fare * 0.05);
        const lastTicket = addDays(query.today, Math.max(0, Math.min(ahead - 1, intBetween(rng, 1, 5))));
        solutions.push({
          id: `S${hashParts(seed, carrier.code, family.code, bucket, query.dates.join(";"), query.originAirports.join(","), query.destinationAirports.join(",")).toString(36)}`,
          carrier: carrier.code,
          family,
          bookingClass: pick(rng, BOOKING_CLASSES[family.code] ?? ["Y"]),
          baggage: baggageFor(rng, carrier, family),
          fareType: chance(rng, 0.25) ? "NEG" : "PUB",
          lastTicketDate: lastTicket,
          adult: { fare, tax, charge },
          legs: legItineraries,
        });
      }
    }
  }
  return isBusyFlightPair(query) ? busyFlightSolutions(seed, solutions) : solutions;
};

/**
 * The busy pair: São Paulo – New York, either way, answers exactly {@link FLIGHT_BUSY_SOLUTIONS} solutions (the
 * scale the results page is built for: a virtualised list, filters and sorts over 10,000 solutions).
 */
const FLIGHT_BUSY_PAIR = ["SAO", "NYC"] as const;
/** How many solutions the busy pair answers. */
const FLIGHT_BUSY_SOLUTIONS = 10_000;

const cityOf = (airports: readonly string[]) => new Set(airports.map((iata) => placeCityOfAirport(iata)?.code));

const isBusyFlightPair = (query: InventoryFlightQuery): boolean => {
  const from = cityOf(query.originAirports);
  const to = cityOf(query.destinationAirports);
  const [a, b] = FLIGHT_BUSY_PAIR;
  return (from.has(a) && to.has(b)) || (from.has(b) && to.has(a));
};

/** Where fresh flight numbers of the busy pair start (the hashed ones of the inventory run from 100 to 8999). */
const FIRST_FRESH_FLIGHT_NUMBER = 1000;

/**
 * Flight numbers as a timetable gives them: one carrier's number is one daily flight (route and local departure
 * time), so a number is never used by two legs or two flights. `keep` leaves a flight its inventory number while no
 * other flight of its carrier holds it; `shifted` moves a flight to a new time and numbers it afresh.
 */
const flightNumbering = () => {
  // A route's daily flights by local departure minute, found once per inventory segment rather than per variant.
  const routes = new Map<string, Map<number, string>>();
  const routeOfSegment = new WeakMap<InventoryFlightSegment, Map<number, string>>();
  const taken = new Map<string, Set<string>>();
  const next = new Map<string, number>();
  const numberFor = (segment: InventoryFlightSegment, departureLocal: number, fresh: boolean): string => {
    let route = routeOfSegment.get(segment);
    if (route === undefined) {
      const key = `${segment.marketingCarrier}|${segment.from}|${segment.to}`;
      route = routes.get(key) ?? new Map<number, string>();
      routes.set(key, route);
      routeOfSegment.set(segment, route);
    }
    const minute = departureLocal - Math.floor(departureLocal / 1440) * 1440;
    const known = route.get(minute);
    if (known !== undefined) return known;
    const carrier = segment.marketingCarrier;
    let used = taken.get(carrier);
    if (used === undefined) {
      used = new Set<string>();
      taken.set(carrier, used);
    }
    let number = segment.flightNumber;
    if (fresh || used.has(number)) {
      let candidate = next.get(carrier) ?? FIRST_FRESH_FLIGHT_NUMBER;
      while (used.has(String(candidate))) candidate++;
      number = String(candidate);
      next.set(carrier, candidate + 1);
    }
    used.add(number);
    route.set(minute, number);
    return number;
  };
  const keep = (itinerary: InventoryFlightItinerary): InventoryFlightItinerary => {
    const numbers = itinerary.segments.map((segment) => numberFor(segment, segment.departureLocal, false));
    return numbers.every((number, index) => number === itinerary.segments[index]?.flightNumber)
      ? itinerary
      : {
          ...itinerary,
          segments: itinerary.segments.map((segment, index) => ({
            ...segment,
            flightNumber: numbers[index] ?? segment.flightNumber,
          })),
        };
  };
  /**
   * The itinerary leaving `shift` minutes earlier or later on the same day, freshly numbered: the shift wraps
   * around midnight so that the leg still leaves on the date searched, and the night-flight flags follow the times.
   */
  const shifted = (itinerary: InventoryFlightItinerary, shift: number): InventoryFlightItinerary => {
    const departure = itinerary.segments[0]?.departureLocal ?? 0;
    const minute = departure - Math.floor(departure / 1440) * 1440;
    const delta = ((((minute + shift) % 1440) + 1440) % 1440) - minute;
    return {
      ...itinerary,
      segments: itinerary.segments.map((segment) => {
        const departureLocal = segment.departureLocal + delta;
        const arrivalLocal = segment.arrivalLocal + delta;
        return {
          ...segment,
          flightNumber: numberFor(segment, departureLocal, true),
          departureLocal,
          arrivalLocal,
          nocturnal: isNocturnal(departureLocal, arrivalLocal),
        };
      }),
    };
  };
  return { keep, shifted };
};

/**
 * The busy pair's solutions: the priced solutions first, then variants of each (one itinerary per leg, leaving at
 * another time of the same day, a price within -15 %…+25 %) until there are exactly 10,000, every flight numbered
 * as a timetable would ({@link flightNumbering}).
 */
const busyFlightSolutions = (seed: number, base: readonly InventoryFlightSolution[]): InventoryFlightSolution[] => {
  const numbering = flightNumbering();
  const out: InventoryFlightSolution[] = base.map((solution) => ({
    ...solution,
    legs: solution.legs.map((itineraries) => itineraries.map(numbering.keep)),
  }));
  for (let variant = 1; out.length < FLIGHT_BUSY_SOLUTIONS && base.length > 0; variant++) {
    for (const solution of base) {
      if (out.length >= FLIGHT_BUSY_SOLUTIONS) break;
      const rng = rngFor(seed, "busy", solution.id, variant);
      const shift = ((variant * 35) % 600) - 300;
      const factor = 0.85 + rng() * 0.4;
      out.push({
        ...solution,
        id: `${solution.id}v${variant}`,
        adult: {
          fare: Math.round(solution.adult.fare * factor),
          tax: solution.adult.tax,
          charge: Math.round(solution.adult.charge * factor),
        },
        legs: solution.legs.map((itineraries) => [
          numbering.shifted(itineraries[variant % itineraries.length] as InventoryFlightItinerary, shift),
        ]),
      });
    }
  }
  return out;
};

/** The carrier name for a code. */
export const carrierName = (code: string): string => carrierOf(code)?.name ?? code;
