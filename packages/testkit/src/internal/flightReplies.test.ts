import { fc, test } from "@fast-check/vitest";
import { decodeWith, FlightSolution, flightDateTimeFromMinutes, formatFlightDateTime } from "@travesia/core";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { addDays } from "../inventory/days.js";
import { createInventory } from "../inventory/inventory.js";
import { flightOptionId, flightSolutionJson, parseFlightOptionId } from "./flightReplies.js";

const world = createInventory(1);
const ROUTES = [
  ["EZE", "MIA"],
  ["MAD", "EZE"],
  ["GRU", "QKL"],
  ["AEP", "BRC"],
  ["SCL", "LIM"],
] as const;

describe("flight option ids", () => {
  test.prop([fc.constantFrom(...ROUTES), fc.integer({ min: 1, max: 300 })], { numRuns: 1000 })(
    "parse(format(x)) gives back the carrier, fare family, leg and date",
    ([from, to], offset) => {
      const date = addDays("2026-11-21", offset);
      const [solution] = world.flights({
        originAirports: [from],
        destinationAirports: [to],
        dates: [date],
        cabin: "ALL",
        today: "2026-11-21",
      });
      if (solution === undefined) return;
      const itinerary = solution.legs[0]?.[0];
      if (itinerary === undefined) return;
      const parsed = parseFlightOptionId(flightOptionId(solution, 0, itinerary));
      expect(parsed).toEqual({
        carrier: solution.carrier,
        family: solution.family.code,
        leg: 0,
        date,
        from: itinerary.segments[0]?.from,
        to: itinerary.segments[itinerary.segments.length - 1]?.to,
      });
    },
  );

  test.prop([fc.string()], { numRuns: 1000 })("parsing any string never throws", (text) => {
    expect(() => parseFlightOptionId(text)).not.toThrow();
  });

  it("writes flight times as YYYYMMDDTHHmm, the inventory's minutes read as core's flight date-times", () => {
    const at = (minutes: number) => formatFlightDateTime(flightDateTimeFromMinutes(minutes));
    expect(at(0)).toBe("19700101T0000");
    expect(at(20_454 * 1440 + 23 * 60 + 5)).toBe("20260101T2305");
    const [solution] = world.flights({
      originAirports: ["EZE"],
      destinationAirports: ["MIA"],
      dates: ["2027-03-01"],
      cabin: "ALL",
      today: "2026-11-21",
    });
    const segment = solution?.legs[0]?.[0]?.segments[0];
    if (solution === undefined || segment === undefined) throw new Error("no flights");
    const json = flightSolutionJson(solution, {
      currency: "USD",
      alternativeCurrency: "ARS",
      language: "es",
      b2b: false,
      passengers: { adults: 1, children: 0, ages: [] },
    });
    expect(json.trips[0]?.flights[0]?.segments[0]?.departure.dateTime).toBe(at(segment.departureLocal));
  });

  it("builds solutions that decode with core's schema, totals for every passenger", () => {
    const [solution] = world.flights({
      originAirports: ["EZE"],
      destinationAirports: ["MAD"],
      dates: ["2027-04-01", "2027-04-15"],
      cabin: "ALL",
      today: "2026-11-21",
    });
    if (solution === undefined) throw new Error("no flights");
    const context = { currency: "ARS", alternativeCurrency: "USD", language: "es" as const, b2b: true };
    const one = flightSolutionJson(solution, { ...context, passengers: { adults: 1, children: 0, ages: [] } });
    const family = flightSolutionJson(solution, { ...context, passengers: { adults: 2, children: 2, ages: [1, 8] } });
    expect(Result.isSuccess(decodeWith(FlightSolution)(family))).toBe(true);
    expect(family.summary.totalPsgrs).toBe(4);
    const gross = (json: typeof one) =>
      json.prices.totalPrices.find((price) => price.type === "NMO.GBL.RPT.GRS")?.amount ?? 0;
    expect(gross(family)).toBeGreaterThan(gross(one) * 2);
    expect(family.trips[0]?.flights[0]?.segments[0]?.bookingClass).toBeDefined();
  });
});
