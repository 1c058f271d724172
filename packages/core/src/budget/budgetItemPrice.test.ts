import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { budgetItemPrice } from "./budgetItemPrice.js";

const item = { id: "1", product: "hotel" };

describe("budgetItemPrice", () => {
  test.prop([fc.integer({ min: -1e12, max: 1e12 }), fc.constantFrom("USD", "ARS", "BRL", "EUR")], { numRuns: 1000 })(
    "an amount written with 2 decimals becomes exactly its minor units",
    (minor, currency) => {
      const amount = Number((minor / 100).toFixed(2));
      expect(budgetItemPrice({ ...item, price: { amount, currency } })).toEqual({ minor, currency });
    },
  );

  it("is undefined without a price or with an amount that is not a number", () => {
    expect(budgetItemPrice(item)).toBeUndefined();
    expect(budgetItemPrice({ ...item, price: { amount: Number.NaN, currency: "USD" } })).toBeUndefined();
    expect(budgetItemPrice({ ...item, price: { amount: Number.POSITIVE_INFINITY, currency: "USD" } })).toBeUndefined();
  });
});
