import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../locale/language.js";
import { circuitCardTexts, circuitSearchLine, formatCircuitMonth } from "./circuitCardTexts.js";
import { arbCircuitMonth, arbCircuitParty, arbCircuitSummary } from "./test/arbitraries.js";

const classic = {
  id: "EUR-1",
  name: "Europa clásica",
  days: 12,
  countries: [
    { code: "ES", name: "España" },
    { code: "FR", name: "Francia" },
  ],
  cities: ["Madrid", "París", "Roma"],
  priceFrom: { minor: 189000, currency: "USD" },
  departuresAvailable: 3,
  image: "",
  summary: "",
};

describe("a circuit card's texts", () => {
  it("says the card's lines in es, en and pt", () => {
    expect(circuitCardTexts(classic, "es")).toEqual({
      figure: "12",
      length: "12 días",
      name: "Europa clásica",
      route: "Madrid → París → Roma",
      countries: "España, Francia",
      departures: "3 salidas disponibles en el mes",
      available: true,
      price: "Desde USD 1.890,00 por persona",
    });
    expect(circuitCardTexts(classic, "en").length).toBe("12 days");
    expect(circuitCardTexts({ ...classic, departuresAvailable: 0 }, "es")).toMatchObject({
      departures: "Sin lugares en el mes",
      available: false,
    });
  });

  it("says the search's party and month in a line", () => {
    expect(circuitSearchLine({ travellers: 2, rooms: 1, month: "2027-05" }, "es")).toBe(
      "2 viajeros, 1 habitación · mayo de 2027",
    );
    expect(formatCircuitMonth("2027-01", "en")).toBe("January 2027");
  });

  test.prop([arbCircuitSummary, fc.constantFrom(...LANGUAGES)], { numRuns: 1000 })(
    "names the circuit, its length and its price's currency in every language, and never a key",
    (circuit, language) => {
      const texts = circuitCardTexts(circuit, language);
      expect(texts.name).toBe(circuit.name);
      expect(texts.figure).toBe(String(circuit.days));
      expect(texts.price).toContain(circuit.priceFrom.currency);
      expect(texts.available).toBe(circuit.departuresAvailable > 0);
      for (const text of [texts.length, texts.route, texts.countries, texts.departures, texts.price])
        expect(text).not.toMatch(/circuit\.|\{/);
    },
  );

  test.prop([arbCircuitParty, arbCircuitMonth, fc.constantFrom(...LANGUAGES)], { numRuns: 1000 })(
    "writes every search's line with its month's year and no key",
    ({ travellers, rooms }, month, language) => {
      const line = circuitSearchLine({ travellers, rooms, month }, language);
      expect(line).toContain(month.slice(0, 4));
      expect(line).not.toMatch(/circuit\.|\{/);
    },
  );
});
