import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { money } from "./money.js";
import { priceBasis, priceBasisLabelKey } from "./priceBasis.js";
import { priceVariation } from "./priceVariation.js";

describe("priceVariation", () => {
  it("reads 'por USD 15,00 menos' for a cheaper price", () => {
    expect(priceVariation(money(-1500, "USD"), "es")).toEqual({
      sign: -1,
      isPositive: false,
      isNotZero: true,
      difference: money(1500, "USD"),
      key: "flight.priceLess",
      params: { currency: "USD", value: "15,00" },
    });
    expect(priceVariation(money(0, "USD"), "en").isNotZero).toBe(false);
  });

  test.prop([fc.integer({ min: -1e9, max: 1e9 })], { numRuns: 1000 })("sign, flags and key agree", (minor) => {
    const view = priceVariation(money(minor, "EUR"), "en");
    expect(view.sign).toBe(Math.sign(minor) || 0);
    expect(view.isPositive).toBe(minor > 0);
    expect(view.isNotZero).toBe(minor !== 0);
    expect(view.difference.minor).toBe(Math.abs(minor));
    expect(view.key).toBe(minor < 0 ? "flight.priceLess" : "flight.priceMore");
  });
});

describe("priceBasis", () => {
  it("maps the perNight flag to its label key", () => {
    expect(priceBasis(true)).toBe("perNight");
    expect(priceBasis(false)).toBe("totalStay");
    expect(priceBasis(undefined)).toBe("totalStay");
    expect(priceBasisLabelKey("perNight")).toBe("hotel.pricePerNight");
    expect(priceBasisLabelKey("totalStay")).toBe("hotel.priceTotalStay");
  });
});
