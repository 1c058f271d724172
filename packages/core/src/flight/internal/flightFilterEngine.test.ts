import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import type { FlightSolution } from "../../api/index.js";
import { arbSharedFlightSolutions, SHARED_CODES } from "../test/arbFlightSolutionsShared.js";
import { filterFlightSolutionsReference } from "../test/flightFilterEngineReference.js";
import { type FlightFilterCriteria, filterFlightSolutions } from "./flightFilterEngine.js";

const DAY = 1440;
/** Flight times in the arbitraries fall in 2000–2040; windows anywhere in and around that span. */
const arbMinutes = fc.integer({ min: 10_957 * DAY, max: 25_567 * DAY });
const arbBounds = fc.option(
  fc.record({
    from: fc.option(arbMinutes, { nil: null }),
    to: fc.option(arbMinutes, { nil: null }),
    fromTimeOfDay: fc.option(fc.integer({ min: 0, max: DAY - 1 }), { nil: null }),
    toTimeOfDay: fc.option(fc.integer({ min: 0, max: DAY - 1 }), { nil: null }),
  }),
  { nil: null },
);
const arbAirports = fc.record({
  departure: fc.subarray(SHARED_CODES.airports),
  stop: fc.subarray(SHARED_CODES.airports),
  arrival: fc.subarray(SHARED_CODES.airports),
});
const arbCriteria: fc.Arbitrary<FlightFilterCriteria> = fc.record({
  airlines: fc.subarray(SHARED_CODES.carriers),
  baggage: fc.constantFrom("ALL" as const, "WFBA" as const, "NB" as const),
  transport: fc.constantFrom("ALL" as const, "Air" as const, "Train" as const),
  stops: fc.subarray(["direct", "one", "twoOrMore"] as const),
  airports: fc.array(arbAirports, { maxLength: 3 }),
  serviceClass: fc.constantFrom("ALL", "NMO.GBL.SCL.ECO", "NMO.GBL.SCL.BSN", "NMO.GBL.SCL.FST", "OTHER"),
  bookingClasses: fc.subarray(SHARED_CODES.booking),
  priceMinimumMinor: fc.option(fc.nat({ max: 10_000_000 }), { nil: null }),
  priceMaximumMinor: fc.option(fc.nat({ max: 10_000_000 }), { nil: null }),
  priceCurrency: fc.constantFrom(null, "USD", "ARS", "JPY"),
  timetable: fc.array(fc.record({ departure: arbBounds, arrival: arbBounds }), { maxLength: 3 }),
});

/** The same result: equal values, and the same objects where the reference returns an untouched solution. */
const expectSame = (solutions: readonly FlightSolution[], criteria: FlightFilterCriteria) => {
  const fast = filterFlightSolutions(solutions, criteria);
  const reference = filterFlightSolutionsReference(solutions, criteria);
  expect(fast).toEqual(reference);
  expect(fast.map((kept) => solutions.includes(kept))).toEqual(reference.map((kept) => solutions.includes(kept)));
};

describe("filterFlightSolutions (columnar)", () => {
  test.prop([arbSharedFlightSolutions(8), fc.array(arbCriteria, { minLength: 1, maxLength: 4 })], { numRuns: 400 })(
    "equals the plain reference engine for any solutions and filters, click after click on the same array",
    (solutions, clicks) => {
      for (const criteria of clicks) expectSame(solutions, criteria);
    },
  );

  test.prop([arbSharedFlightSolutions(6), arbSharedFlightSolutions(3), arbCriteria], { numRuns: 200 })(
    "an array changed in place (more results streamed in, or reordered) is read afresh",
    (solutions, more, criteria) => {
      const array = [...solutions];
      expectSame(array, criteria);
      array.push(...more);
      expectSame(array, criteria);
      array.reverse();
      expectSame(array, criteria);
    },
  );

  test.prop([arbSharedFlightSolutions(12), arbCriteria, fc.subarray(["K1", "K20", "K33", "K39", "K45"])], {
    numRuns: 200,
  })("more than 31 booking classes (no bit masks) still equal the reference", (solutions, criteria, bookingClasses) => {
    let next = 0;
    const many = solutions.map((solution) => ({
      ...solution,
      trips: solution.trips.map((trip) => ({
        ...trip,
        flights: trip.flights.map((flight) => ({
          ...flight,
          segments: flight.segments.map((segment) => ({ ...segment, bookingClass: `K${next++ % 40}` })),
        })),
      })),
    }));
    expectSame(many, { ...criteria, bookingClasses });
  });
});
