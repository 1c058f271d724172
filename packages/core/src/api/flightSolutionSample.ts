import { FLIGHT_PRICE_TYPES } from "./flightCodes.js";
import type { FlightOption, FlightPoint, FlightSegment, FlightSolution } from "./flightSolution.js";

// A consumer's tests need flight solutions that pass core's Schema without depending on fast-check at run time, so
// the sample is built from a seed with a small pure generator instead of an arbitrary.

const AIRPORTS = [
  { IATA: "EZE", name: "Ministro Pistarini", city: "Buenos Aires", code: "BUE" },
  { IATA: "MAD", name: "Adolfo Suárez Madrid-Barajas", city: "Madrid", code: "MAD" },
  { IATA: "GRU", name: "Guarulhos", city: "São Paulo", code: "SAO" },
  { IATA: "MIA", name: "Miami International", city: "Miami", code: "MIA" },
  { IATA: "SCL", name: "Arturo Merino Benítez", city: "Santiago", code: "SCL" },
] as const;

const CARRIERS = [
  { code: "AR", name: "Aerolíneas Argentinas" },
  { code: "IB", name: "Iberia" },
  { code: "LA", name: "LATAM" },
  { code: "AA", name: "American Airlines" },
] as const;

/** mulberry32: the same seed always gives the same numbers in [0, 1). */
const randomOf = (seed: number): (() => number) => {
  let state = Number.isFinite(seed) ? Math.trunc(seed) >>> 0 : 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const pad2 = (value: number) => String(value).padStart(2, "0");

/** `YYYYMMDDTHHmm` of a day of March 2027 and a minute of that day. */
const dateTime = (day: number, minute: number) =>
  `202703${pad2(day)}T${pad2(Math.floor(minute / 60))}${pad2(minute % 60)}`;

const point = (airport: (typeof AIRPORTS)[number], day: number, minute: number): FlightPoint => ({
  dateTime: dateTime(day, minute),
  destinations: {
    airport: { IATA: airport.IATA, name: airport.name },
    city: { name: airport.city, code: airport.code },
  },
});

/**
 * A flight solution that decodes with the `FlightSolution` Schema, built from a seed: one or two legs between real
 * airports in March 2027, one to three flight options a leg, each direct or with one stop, a gross, tax and charge
 * price in USD and the baggage flag. The same seed always gives the same solution. For tests and demos of code
 * built on core (the portal's own tests use the testkit's fast-check arbitraries).
 *
 * @example flightSolutionSample(7).trips.length // 1 or 2
 */
export const flightSolutionSample = (seed: number): FlightSolution => {
  const random = randomOf(seed);
  const pick = <A>(items: readonly A[]): A => items[Math.floor(random() * items.length)] as A;
  const count = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  // Three distinct airports, drawn without a sort so that every runtime draws the same ones.
  const pool: (typeof AIRPORTS)[number][] = [...AIRPORTS];
  const draw = () => pool.splice(Math.floor(random() * pool.length), 1)[0] as (typeof AIRPORTS)[number];
  const [from, to, via] = [draw(), draw(), draw()];
  const carrier = pick(CARRIERS);
  const leg = (origin: (typeof AIRPORTS)[number], destination: (typeof AIRPORTS)[number], day: number) => ({
    flights: Array.from({ length: count(1, 3) }, (_, option): FlightOption => {
      const departure = count(6, 10) * 60 + pick([0, 15, 30, 45]);
      const stops = count(0, 1);
      const stopsAt = stops === 0 ? [origin, destination] : [origin, via, destination];
      const segments: FlightSegment[] = [];
      let minute = departure;
      for (let n = 0; n + 1 < stopsAt.length; n++) {
        const flying = count(90, 300);
        const wait = n === 0 ? 0 : count(45, 120);
        minute += wait;
        segments.push({
          segmentType: "Air",
          flightNumber: `${carrier.code}${count(100, 9999)}`,
          marketingCarrier: { ...carrier },
          departure: point(stopsAt[n] as (typeof AIRPORTS)[number], day, minute),
          arrival: point(stopsAt[n + 1] as (typeof AIRPORTS)[number], day, minute + flying),
          serviceClass: { code: "Y", description: "Economy" },
          bookingClass: pick(["Y", "B", "M"]),
          eft: flying,
          ...(wait === 0 ? {} : { waitTime: wait }),
        });
        minute += flying;
      }
      return {
        tripProductId: `sample-${Math.trunc(seed)}-${day}-${option}`,
        summary: {
          departure: segments[0]?.departure as FlightPoint,
          arrival: segments[segments.length - 1]?.arrival as FlightPoint,
          segmentsCount: segments.length,
          serviceClasses: [{ code: "Y", description: "Economy" }],
          eft: minute - departure,
        },
        segments,
      };
    }),
  });
  const roundTrip = random() < 0.5;
  const passengers = count(1, 4);
  const net = count(20_000, 150_000) / 100;
  const tax = count(2_000, 30_000) / 100;
  const charge = count(0, 5_000) / 100;
  const hasBaggage = random() < 0.5;
  return {
    prices: {
      totalPrices: [
        { host: true, amount: net, currency: "USD" },
        { type: FLIGHT_PRICE_TYPES.tax, amount: tax, currency: "USD" },
        { type: FLIGHT_PRICE_TYPES.charge, amount: charge, currency: "USD" },
        { type: FLIGHT_PRICE_TYPES.gross, amount: Math.round((net + tax + charge) * 100) / 100, currency: "USD" },
      ],
    },
    summary: { fareType: "PUBLISHED", validatingCarrier: [{ ...carrier }], totalPsgrs: passengers },
    trips: roundTrip ? [leg(from, to, 10), leg(to, from, 17)] : [leg(from, to, 10)],
    processedBaggageInfo: hasBaggage ? { hasBaggage, details: { qty: 1, unit: "PC" } } : { hasBaggage },
  };
};
