import type { Currency } from "@travesia/core";
import fc from "fast-check";

/** A currency entry as `GET /currency/getCurrencies` lists it. */
export const arbCurrency: fc.Arbitrary<Currency> = fc.record({
  id: fc.stringMatching(/^[A-Z]{3}$/),
  currencySymbol: fc.string({ minLength: 1, maxLength: 4 }),
  name: fc.string({ minLength: 1, maxLength: 30 }),
  defaultCurrency: fc.boolean(),
});
