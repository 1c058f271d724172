import { test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { FlightBaggageInfo } from "../api/flightSolution.js";
import { arbFromSchema } from "../test/arbFromSchema.js";
import { flightBaggageMessage } from "./flightBaggageMessage.js";

describe("flightBaggageMessage", () => {
  test("no baggage: 'No incluye equipaje'", () => {
    expect(flightBaggageMessage(null)).toEqual({ key: "flight.luggageNone", params: {} });
    expect(flightBaggageMessage({ hasBaggage: false, details: { qty: 2 } }).key).toBe("flight.luggageNone");
    expect(flightBaggageMessage({ hasBaggage: true, details: { qty: 0 } }).key).toBe("flight.luggageNone");
  });
  test("pieces: 'Incluye {qty} Valija(s) - {desc}', desc null means 'Consultar el peso a la aerolínea'", () => {
    expect(flightBaggageMessage({ hasBaggage: true, details: { qty: 2 } })).toEqual({
      key: "flight.luggagePieces",
      params: { qty: 2, desc: null },
    });
    expect(flightBaggageMessage({ hasBaggage: true, details: { qty: 1, unit: "PC", desc: " 23 kg " } })).toEqual({
      key: "flight.luggagePieces",
      params: { qty: 1, desc: "23 kg" },
    });
  });
  test("weight: 'Incluye hasta {qty} {unit} - …'", () => {
    expect(flightBaggageMessage({ hasBaggage: true, details: { qty: 23, unit: "KG", desc: "Bodega" } })).toEqual({
      key: "flight.luggageWeight",
      params: { qty: 23, unit: "KG", desc: "Bodega" },
    });
  });
  test.prop([arbFromSchema(FlightBaggageInfo)], { numRuns: 1000 })(
    "any summary gives one of the three messages",
    (info) => {
      const message = flightBaggageMessage(info);
      expect(["flight.luggageNone", "flight.luggagePieces", "flight.luggageWeight"]).toContain(message.key);
      if (!info.hasBaggage) expect(message.key).toBe("flight.luggageNone");
    },
  );
});
