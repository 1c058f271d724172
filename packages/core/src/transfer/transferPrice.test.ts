import { test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { arbRouteRoom } from "../routes/test/arbitraries.js";
import { arbTransferOption } from "./test/arbitraries.js";
import { transferPriceView } from "./transferPrice.js";

describe("transferPriceView", () => {
  it("counts vehicles for a price per vehicle and every passenger for a price per person", () => {
    const party = { adults: 2, children: 1, ages: [5] };
    expect(
      transferPriceView({ price: { amount: 30.5, currency: "EUR", basis: "person" }, vehicles: 1 }, party),
    ).toEqual({
      unit: { minor: 3050, currency: "EUR" },
      basis: "person",
      units: 3,
      total: { minor: 9150, currency: "EUR" },
    });
    expect(
      transferPriceView({ price: { amount: 80, currency: "EUR", basis: "vehicle" }, vehicles: 2 }, party).total,
    ).toEqual({
      minor: 16000,
      currency: "EUR",
    });
  });

  test.prop([arbTransferOption, arbRouteRoom], { numRuns: 1000 })(
    "the total is the unit price times the units, in whole minor units",
    (option, party) => {
      const view = transferPriceView(option, party);
      expect(Number.isSafeInteger(view.total.minor)).toBe(true);
      expect(view.total.minor).toBe(view.unit.minor * view.units);
      expect(view.unit.minor).toBe(Math.round(option.price.amount * 100));
      expect(view.units).toBe(option.price.basis === "vehicle" ? option.vehicles : party.adults + party.children);
    },
  );
});
