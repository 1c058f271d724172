import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { FlightSolution } from "../api/flightSolution.js";
import { money } from "../money/index.js";
import { arbFromSchema } from "../test/arbFromSchema.js";
import { flightFilterOptions } from "./flightFilterOptions.js";
import { arbSharedFlightSolutions } from "./test/arbFlightSolutionsShared.js";
import { flightFilterOptionsReference } from "./test/flightFilterOptionsReference.js";
import { option, segment, solution } from "./test/flightFixtures.js";

const direct = (id: string, from: string, to: string, day = "01", extra = {}) =>
  option(id, [segment(from, to, `202612${day}T0800`, `202612${day}T1200`, extra)]);
const oneStop = (id: string, from: string, via: string, to: string, day = "01") =>
  option(id, [
    segment(from, via, `202612${day}T0800`, `202612${day}T1000`),
    segment(via, to, `202612${day}T1100`, `202612${day}T1500`),
  ]);

describe("flightFilterOptions", () => {
  test("counts and lowest prices per option", () => {
    const a = solution(
      500,
      [[direct("a1", "EZE", "MAD"), oneStop("a2", "EZE", "GRU", "MAD")], [direct("a3", "MAD", "EZE", "10")]],
      {
        carriers: ["IB"],
        processedBaggageInfo: { hasBaggage: true, details: { qty: 1 } },
      },
    );
    const b = solution(300, [[oneStop("b1", "AEP", "SCL", "MAD")], [oneStop("b2", "MAD", "SCL", "EZE", "10")]], {
      carriers: ["LA", "IB"],
    });
    const c = solution(
      800,
      [
        [
          {
            ...direct("c1", "EZE", "BCN", "01", {
              segmentType: "Train",
              bookingClass: "Y",
              serviceClass: { code: "NMO.GBL.SCL.BSN", description: "Business" },
            }),
            summary: {
              ...direct("c1", "EZE", "BCN").summary,
              serviceClasses: [{ code: "NMO.GBL.SCL.BSN", description: "Business" }],
            },
          },
        ],
      ],
      {
        carriers: ["AR"],
      },
    );
    const options = flightFilterOptions([a, b, c]);
    expect(options.total).toBe(3);
    expect(options.priceRange).toEqual({ minimum: money(30000, "USD"), maximum: money(80000, "USD") });
    expect(options.airlines).toEqual([
      { code: "AR", name: "Carrier AR", quantity: 1, from: money(80000, "USD") },
      { code: "IB", name: "Carrier IB", quantity: 2, from: money(30000, "USD") },
      { code: "LA", name: "Carrier LA", quantity: 1, from: money(30000, "USD") },
    ]);
    expect(options.stops).toEqual([
      { bucket: "direct", numberOfStops: 0, quantity: 2, from: money(50000, "USD") },
      { bucket: "one", numberOfStops: 1, quantity: 1, from: money(30000, "USD") },
      { bucket: "twoOrMore", numberOfStops: 2, quantity: 0, from: null },
    ]);
    expect(options.baggage).toEqual([
      { code: "ALL", quantity: 3 },
      { code: "WFBA", quantity: 1 },
      { code: "NB", quantity: 2 },
    ]);
    expect(options.serviceClasses).toEqual([{ code: "NMO.GBL.SCL.BSN", name: "Business", quantity: 1 }]);
    expect(options.bookingClasses).toEqual([{ code: "Y", quantity: 1 }]);
    expect(options.segmentsTypes).toEqual([
      { code: "ALL", quantity: 3 },
      { code: "Air", quantity: 2 },
      { code: "Train", quantity: 1 },
    ]);
    expect(options.airports).toHaveLength(2);
    expect(options.airports[0]?.departure.map((o) => [o.code, o.quantity])).toEqual([
      ["AEP", 1],
      ["EZE", 2],
    ]);
    expect(options.airports[0]?.stop.map((o) => [o.code, o.quantity])).toEqual([
      ["GRU", 1],
      ["SCL", 1],
    ]);
    expect(options.airports[1]?.arrival.map((o) => [o.code, o.quantity])).toEqual([["EZE", 2]]);
    expect(options.timetable[0]).toEqual({
      departure: { earliest: "20261201T0800", latest: "20261201T0800" },
      arrival: { earliest: "20261201T1200", latest: "20261201T1500" },
    });
    expect(options.timetable[1]?.departure?.earliest).toBe("20261210T0800");
  });

  test("no solutions", () => {
    const options = flightFilterOptions([]);
    expect(options.priceRange).toBeNull();
    expect(options.stops.map((s) => s.quantity)).toEqual([0, 0, 0]);
    expect(options.airports).toEqual([]);
    const legless = flightFilterOptions([solution(100, [])]);
    expect(legless.stops.map((s) => s.quantity)).toEqual([0, 0, 0]);
    expect(legless.baggage).toEqual([
      { code: "ALL", quantity: 1 },
      { code: "WFBA", quantity: 0 },
      { code: "NB", quantity: 0 },
    ]);
  });

  test("unreadable times and prices", () => {
    const broken = solution(100, [[option("x", [segment("EZE", "MAD", "junk", "junk")])]]);
    const noPrice = { ...broken, prices: { totalPrices: [] } };
    const options = flightFilterOptions([noPrice]);
    expect(options.priceRange).toBeNull();
    expect(options.timetable[0]).toEqual({ departure: null, arrival: null });
    expect(options.stops[0]).toEqual({ bucket: "direct", numberOfStops: 0, quantity: 1, from: null });
  });

  test.prop([fc.array(arbFromSchema(FlightSolution, { money: ["amount"] }), { maxLength: 6 })], { numRuns: 100 })(
    "quantities never exceed the solutions; three stops buckets always",
    (solutions) => {
      const options = flightFilterOptions(solutions);
      expect(options.stops).toHaveLength(3);
      for (const o of [...options.airlines, ...options.stops, ...options.baggage, ...options.serviceClasses]) {
        expect(o.quantity).toBeLessThanOrEqual(solutions.length);
      }
      expect(options.baggage[0]?.quantity).toBe(solutions.length);
      if (options.priceRange !== null) {
        expect(options.priceRange.minimum.minor).toBeLessThanOrEqual(options.priceRange.maximum.minor);
      }
    },
  );

  test.prop([arbSharedFlightSolutions(10)], { numRuns: 400 })(
    "equals the plain reference implementation (counts, names, lowest prices, spans) for any solutions",
    (solutions) => {
      expect(flightFilterOptions(solutions)).toEqual(flightFilterOptionsReference(solutions));
      // Again on the same array (the cached index) and on a copy in another order.
      expect(flightFilterOptions(solutions)).toEqual(flightFilterOptionsReference(solutions));
      const reversed = [...solutions].reverse();
      expect(flightFilterOptions(reversed)).toEqual(flightFilterOptionsReference(reversed));
      // The same array changed in place is counted again (the options are kept per index, not per array alone).
      reversed.pop();
      expect(flightFilterOptions(reversed)).toEqual(flightFilterOptionsReference(reversed));
    },
  );
});
