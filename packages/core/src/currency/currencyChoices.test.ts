import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { Currency } from "../api/currency.js";
import { arbFromSchema } from "../test/arbFromSchema.js";
import { currencyChoices, PORTAL_DEFAULT_CURRENCY_ID } from "./currencyChoices.js";
import { selectedCurrency } from "./selectedCurrency.js";

const sessionId = fc.option(fc.oneof(fc.constantFrom("USD", "EUR", "ARS", "XYZ", ""), fc.string()), { nil: null });

describe("currencyChoices (spec 000 §8: currency errors are silent)", () => {
  test.prop([fc.option(fc.array(arbFromSchema(Currency), { maxLength: 6 }), { nil: null }), sessionId], {
    numRuns: 1000,
  })("always offers a chosen currency that is among the choices", (listed, session) => {
    const { currencies, selected } = currencyChoices(listed, session);
    expect(currencies.length).toBeGreaterThan(0);
    expect(currencies).toContain(selected);
  });

  test.prop([fc.array(arbFromSchema(Currency), { minLength: 1, maxLength: 6 }), sessionId], { numRuns: 1000 })(
    "with a list, offers the list and chooses as selectedCurrency does",
    (listed, session) => {
      const choices = currencyChoices(listed, session);
      expect(choices.currencies).toBe(listed);
      expect(choices.selected).toBe(selectedCurrency(listed, session));
    },
  );

  test.prop([fc.constantFrom(null, []), sessionId], { numRuns: 1000 })(
    "without a list, carries on with the session's currency, else the portal default",
    (listed, session) => {
      const { currencies, selected } = currencyChoices(listed, session);
      expect(currencies).toEqual([selected]);
      const expected = session === null || session.trim() === "" ? PORTAL_DEFAULT_CURRENCY_ID : session;
      expect(selected.id).toBe(expected);
      expect(selected.defaultCurrency).toBe(true);
    },
  );
});
