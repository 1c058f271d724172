import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect } from "vitest";
import { FlightSolution } from "../api/index.js";
import { type CalendarDate, parseCalendarDate } from "../dates/index.js";
import {
  type FlightSearchFilters,
  type FlightTimeWindow,
  flightSearchFiltersDefault,
} from "../routes/flightSearchFilters.js";
import { arbFromSchema } from "../test/arbFromSchema.js";
import { applyFlightFilters, clearFlightFilters, withFlightFilters, withFlightSorting } from "./applyFlightFilters.js";
import { option, segment, solution } from "./test/flightFixtures.js";

const day = (text: string): CalendarDate => Result.getOrThrow(parseCalendarDate(text));
const open: FlightTimeWindow = { from: null, to: null, fromDate: null, toDate: null };
const noAirports = { departure: [], stop: [], arrival: [] };
const ids = (solutions: readonly FlightSolution[]) =>
  solutions.map((s) => s.trips.map((t) => t.flights.map((f) => f.tripProductId).join("+")).join(" | "));

// Outbound EZE -> MAD, return MAD -> EZE.
const a = solution(
  500,
  [
    [
      option("a-direct", [segment("EZE", "MAD", "20261201T0800", "20261201T2000")]),
      option("a-gru", [
        segment("EZE", "GRU", "20261201T2200", "20261202T0100", { nocturnalFlight: true }),
        segment("GRU", "MAD", "20261202T0300", "20261202T1500"),
      ]),
    ],
    [option("a-back", [segment("MAD", "EZE", "20261210T1000", "20261210T2000")])],
  ],
  { carriers: ["IB"], processedBaggageInfo: { hasBaggage: true, details: { qty: 1 } } },
);
const b = solution(
  300,
  [
    [
      option("b-scl", [
        segment("AEP", "SCL", "20261201T0600", "20261201T0800", { bookingClass: "Y" }),
        segment("SCL", "MAD", "20261201T1000", "20261201T2300", { bookingClass: "Y" }),
      ]),
    ],
    [
      option("b-back", [segment("MAD", "EZE", "20261211T0700", "20261211T1700")], {
        processedBaggageInfo: { hasBaggage: true, details: { qty: 23, unit: "KG" } },
      }),
    ],
  ],
  { carriers: ["LA"] },
);
const c = solution(
  800,
  [
    [
      option("c-train", [
        segment("EZE", "MAD", "20261201T1200", "20261202T0600", {
          segmentType: "Train",
          serviceClass: { code: "NMO.GBL.SCL.BSN", description: "Business" },
        }),
      ]),
    ],
    [
      option("c-back", [
        segment("MAD", "EZE", "20261210T1200", "20261210T2200", {
          serviceClass: { code: "NMO.GBL.SCL.BSN", description: "Business" },
        }),
      ]),
    ],
  ],
  { carriers: ["AR"] },
);
const all = [a, b, c];
const apply = (change: Partial<FlightSearchFilters>) =>
  ids(applyFlightFilters(all, { ...flightSearchFiltersDefault, ...change }));

describe("applyFlightFilters", () => {
  test("no filter keeps every solution as the same object", () => {
    const kept = applyFlightFilters(all, flightSearchFiltersDefault);
    expect(kept).toHaveLength(3);
    for (const [i, s] of kept.entries()) expect(s).toBe(all[i]);
  });

  test("each filter", () => {
    expect(apply({ airlines: ["IB", "AR"] })).toEqual(["a-direct+a-gru | a-back", "c-train | c-back"]);
    expect(apply({ stops: [0] })).toEqual(["a-direct | a-back", "c-train | c-back"]);
    expect(apply({ stops: [1] })).toEqual([]);
    expect(apply({ stops: [1, 0] })).toEqual(["a-direct+a-gru | a-back", "b-scl | b-back", "c-train | c-back"]);
    expect(apply({ baggage: "WFBA" })).toEqual(["a-direct+a-gru | a-back"]);
    expect(apply({ baggage: "NB" })).toEqual(["c-train | c-back"]);
    expect(apply({ segmentsTypes: "Train" })).toEqual([]);
    expect(apply({ segmentsTypes: "Air" })).toEqual(["a-direct+a-gru | a-back", "b-scl | b-back"]);
    expect(apply({ serviceClass: "NMO.GBL.SCL.BSN" })).toEqual(["c-train | c-back"]);
    expect(apply({ bookingClasses: ["Y"] })).toEqual([]);
    expect(apply({ priceRange: { minimum: 30000, maximum: 60000, currency: "USD" } })).toEqual([
      "a-direct+a-gru | a-back",
      "b-scl | b-back",
    ]);
    expect(apply({ priceRange: { minimum: 30000, maximum: 60000, currency: "EUR" } })).toHaveLength(3);
    expect(apply({ priceRange: { minimum: null, maximum: 40000, currency: null } })).toEqual(["b-scl | b-back"]);
    expect(apply({ airports: [{ departure: ["EZE"], stop: [], arrival: [] }, noAirports] })).toEqual([
      "a-direct+a-gru | a-back",
      "c-train | c-back",
    ]);
    expect(apply({ airports: [{ departure: [], stop: ["SCL"], arrival: [] }, noAirports] })).toEqual([
      "a-direct | a-back",
      "b-scl | b-back",
      "c-train | c-back",
    ]);
    expect(apply({ airports: [noAirports, { departure: [], stop: [], arrival: ["GRU"] }] })).toEqual([]);
  });

  test("schedules: time of day, dates, and an invalid window is not applied", () => {
    const morning = { ...open, from: { hours: 5, minutes: 0 }, to: { hours: 9, minutes: 0 } };
    expect(
      apply({
        timetable: [
          { departure: morning, arrival: open },
          { departure: open, arrival: open },
        ],
      }),
    ).toEqual(["a-direct | a-back", "b-scl | b-back"]);
    const firstDay = { ...open, fromDate: day("2026-12-01"), toDate: day("2026-12-01") };
    expect(
      apply({
        timetable: [
          { departure: open, arrival: firstDay },
          { departure: open, arrival: open },
        ],
      }),
    ).toEqual(["a-direct | a-back", "b-scl | b-back"]);
    const back10 = { ...open, fromDate: day("2026-12-10"), toDate: day("2026-12-10"), from: { hours: 11, minutes: 0 } };
    expect(
      apply({
        timetable: [
          { departure: open, arrival: open },
          { departure: back10, arrival: open },
        ],
      }),
    ).toEqual(["c-train | c-back"]);
    const reversed = { ...open, from: { hours: 20, minutes: 0 }, to: { hours: 6, minutes: 0 } };
    expect(
      apply({
        timetable: [
          { departure: reversed, arrival: open },
          { departure: open, arrival: open },
        ],
      }),
    ).toHaveLength(3);
    const broken = solution(100, [[option("x", [segment("EZE", "MAD", "junk", "junk")])]]);
    expect(
      applyFlightFilters([broken], {
        ...flightSearchFiltersDefault,
        timetable: [
          { departure: morning, arrival: open },
          { departure: open, arrival: open },
        ],
      }),
    ).toEqual([]);
  });

  test("'Limpiar Filtros' resets all but the sort; a change goes back to page 1", () => {
    const busy: FlightSearchFilters = {
      ...flightSearchFiltersDefault,
      airlines: ["IB"],
      baggage: "NB",
      sorting: "DURATION:ASC",
      pagination: { currentPage: 4 },
    };
    expect(clearFlightFilters(busy)).toEqual({ ...flightSearchFiltersDefault, sorting: "DURATION:ASC" });
    expect(withFlightFilters(busy, { stops: [0] })).toMatchObject({
      stops: [0],
      airlines: ["IB"],
      pagination: { currentPage: 1 },
    });
    expect(withFlightSorting(busy, "PRICE:ASC")).toMatchObject({
      sorting: "PRICE:ASC",
      pagination: { currentPage: 1 },
    });
  });

  const filtersArb: fc.Arbitrary<FlightSearchFilters> = fc.record({
    airlines: fc.subarray(["AR", "IB", "LA", "AA"]),
    baggage: fc.constantFrom("ALL" as const, "WFBA" as const, "NB" as const),
    segmentsTypes: fc.constantFrom("ALL" as const, "Air" as const, "Train" as const),
    stops: fc.subarray([0, 1, 2] as const),
    airports: fc.constant([noAirports, noAirports] as const),
    serviceClass: fc.constantFrom("ALL", "NMO.GBL.SCL.ECO", "NMO.GBL.SCL.BSN"),
    bookingClasses: fc.subarray(["Y", "B"]),
    priceRange: fc.record({
      minimum: fc.option(fc.nat({ max: 100000 }), { nil: null }),
      maximum: fc.option(fc.nat({ max: 100000 }), { nil: null }),
      currency: fc.constant(null),
    }),
    timetable: fc.constant(flightSearchFiltersDefault.timetable),
    pagination: fc.constant({ currentPage: 1 }),
    sorting: fc.constant("PRICE:ASC" as const),
  });

  test.prop([fc.array(arbFromSchema(FlightSolution, { money: ["amount"] }), { maxLength: 6 }), filtersArb], {
    numRuns: 150,
  })("a subset of the input, idempotent, never more than a looser filter keeps", (solutions, filters) => {
    const kept = applyFlightFilters(solutions, filters);
    expect(kept.length).toBeLessThanOrEqual(solutions.length);
    expect(ids(applyFlightFilters(kept, filters))).toEqual(ids(kept));
    for (const s of kept) for (const trip of s.trips) expect(trip.flights.length).toBeGreaterThan(0);
    const looser = applyFlightFilters(solutions, { ...filters, stops: [], airlines: [] });
    expect(kept.length).toBeLessThanOrEqual(looser.length);
  });
});
