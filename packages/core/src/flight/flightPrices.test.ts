import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect } from "vitest";
import { FlightSolution } from "../api/flightSolution.js";
import { money } from "../money/index.js";
import { arbFromSchema } from "../test/arbFromSchema.js";
import {
  FLIGHT_PRICE_PANEL_ROWS,
  flightPerPassengerPrice,
  flightPricePanel,
  flightSolutionPrice,
  flightSolutionPriceMinor,
  flightTotals,
} from "./flightPrices.js";
import { solution } from "./test/flightFixtures.js";

describe("flightPerPassengerPrice", () => {
  test.prop([fc.integer({ min: -1e9, max: 1e10 }), fc.integer({ min: 0, max: 1e8 }), fc.integer({ min: 1, max: 9 })], {
    numRuns: 1000,
  })(
    "perPassenger × passengers + charge = net within the documented remainder (|r| ≤ passengers / 2)",
    (net, charge, passengers) => {
      const result = flightPerPassengerPrice(money(net, "USD"), money(charge, "USD"), passengers);
      expect(Result.isSuccess(result)).toBe(true);
      if (Result.isSuccess(result)) {
        const { perPassenger, remainder } = result.success;
        expect(Number.isInteger(perPassenger.minor)).toBe(true);
        expect(perPassenger.minor * passengers + charge + remainder.minor).toBe(net);
        expect(2 * Math.abs(remainder.minor)).toBeLessThanOrEqual(passengers);
        // Rounded once, half away from zero, from the exact quotient.
        const exact = (net - charge) / passengers;
        expect(Math.abs(perPassenger.minor - exact)).toBeLessThanOrEqual(0.5);
      }
    },
  );

  test("examples, bad passengers, currency mismatch", () => {
    expect(flightPerPassengerPrice(money(100100, "USD"), money(100, "USD"), 3)).toEqual(
      Result.succeed({ perPassenger: money(33333, "USD"), remainder: money(1, "USD") }),
    );
    expect(flightPerPassengerPrice(money(1001, "USD"), null, 2)).toEqual(
      Result.succeed({ perPassenger: money(501, "USD"), remainder: money(-1, "USD") }),
    );
    expect(flightPerPassengerPrice(money(-1, "USD"), null, 2)).toEqual(
      Result.succeed({ perPassenger: money(-1, "USD"), remainder: money(1, "USD") }),
    );
    expect(flightPerPassengerPrice(money(1, "USD"), null, 3)).toEqual(
      Result.succeed({ perPassenger: money(0, "USD"), remainder: money(1, "USD") }),
    );
    expect(flightPerPassengerPrice(money(1, "USD"), null, 0)).toEqual(
      Result.fail({ _tag: "FlightPassengersInvalid", passengers: 0 }),
    );
    expect(flightPerPassengerPrice(money(1, "USD"), money(1, "EUR"), 1)).toEqual(
      Result.fail({ _tag: "FlightPriceCurrencyMismatch", net: "USD", charge: "EUR" }),
    );
  });
});

describe("flight totals and the price panel", () => {
  test("typed entries in minor units", () => {
    const totals = flightTotals([
      { type: "NMO.GBL.RPT.VGR", amount: 900000, currency: "ARS" },
      { host: true, amount: 1000.5, currency: "USD" },
      { type: "NMO.GBL.RPT.TAX", amount: 100, currency: "USD" },
      { type: "NMO.GBL.RPT.GRS", amount: 1050.5, currency: "USD" },
      { type: "NMO.GBL.RPT.CHG", amount: 50, currency: "USD" },
    ]);
    expect(totals).toEqual({
      net: money(100050, "USD"),
      tax: money(10000, "USD"),
      gross: money(105050, "USD"),
      charge: money(5000, "USD"),
      visualization: money(90000000, "ARS"),
    });
    expect(flightTotals([{ type: "OTHER", amount: 3, currency: "USD" }]).net).toEqual(money(300, "USD"));
    expect(flightTotals([{ host: true, amount: Number.NaN, currency: "USD" }]).net).toBeNull();
  });

  test("5 rows: per person, times passengers, taxes, charges, total", () => {
    const s = { ...solution(1000, [[]], { charge: 100 }), summary: { validatingCarrier: [], totalPsgrs: 3 } };
    const panel = flightPricePanel(s);
    expect(panel.map((row) => row.row)).toEqual([...FLIGHT_PRICE_PANEL_ROWS]);
    expect(panel.map((row) => row.amount?.minor)).toEqual([30000, 90000, 10000, 10000, 100000]);
    expect(panel.map((row) => row.messageKey)).toEqual([
      "flight.pricePerPassenger",
      "flight.priceTimesPassengers",
      "flight.priceTaxes",
      "flight.priceCharges",
      "flight.priceTotal",
    ]);
    expect(panel[1]?.params.passengers).toBe(3);
    const empty = flightPricePanel({ prices: { totalPrices: [] }, summary: { validatingCarrier: [], totalPsgrs: 2 } });
    expect(empty.every((row) => row.amount === null)).toBe(true);
    expect(flightSolutionPriceMinor({ prices: { totalPrices: [] } })).toBe(Number.POSITIVE_INFINITY);
    expect(flightSolutionPrice(s)).toEqual(money(100000, "USD"));
  });

  test.prop([arbFromSchema(FlightSolution, { money: ["amount"] })], { numRuns: 300 })(
    "any solution gives 5 rows and never throws",
    (s) => {
      const panel = flightPricePanel(s);
      expect(panel).toHaveLength(5);
      for (const row of panel) if (row.amount !== null) expect(Number.isInteger(row.amount.minor)).toBe(true);
    },
  );
});
