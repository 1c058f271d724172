import { fc, test } from "@fast-check/vitest";
import { describe, expect, it, vi } from "vitest";
import { currencyDisplayName, intlCurrencyNames } from "./currencyDisplayName.js";

const arbCurrency = fc.record({
  id: fc.string({ maxLength: 5 }),
  currencySymbol: fc.string({ maxLength: 4 }),
  name: fc.string({ maxLength: 30 }),
  defaultCurrency: fc.boolean(),
});
const arbLanguage = fc.constantFrom("es" as const, "en" as const, "pt" as const);

describe("currencyDisplayName", () => {
  test.prop([arbCurrency, fc.option(fc.string({ maxLength: 30 }), { nil: undefined })], { numRuns: 1000 })(
    "Spanish shows the server's name",
    (currency, known) => {
      expect(currencyDisplayName(currency, "es", () => known)).toBe(currency.name);
    },
  );

  test.prop([arbCurrency, arbLanguage], { numRuns: 1000 })(
    "an unknown or blank name falls back to the server's",
    (currency, language) => {
      expect(currencyDisplayName(currency, language, () => undefined)).toBe(currency.name);
      expect(currencyDisplayName(currency, language, () => "  ")).toBe(currency.name);
    },
  );

  test.prop([arbCurrency, fc.constantFrom("en" as const, "pt" as const), fc.string({ minLength: 1, maxLength: 30 })], {
    numRuns: 1000,
  })("English and Portuguese show the known name, capitalised", (currency, language, known) => {
    const shown = currencyDisplayName(currency, language, () => known);
    const trimmed = known.trim();
    if (trimmed === "") expect(shown).toBe(currency.name);
    else {
      expect(shown.slice(1)).toBe(trimmed.slice(1));
      expect(shown.charAt(0)).toBe(trimmed.charAt(0).toLocaleUpperCase(language));
    }
  });

  it("names the demo's currencies in each language through Intl", () => {
    const usd = { id: "USD", currencySymbol: "US$", name: "Dólar estadounidense", defaultCurrency: true };
    const brl = { id: "BRL", currencySymbol: "R$", name: "Real brasileño", defaultCurrency: false };
    expect(currencyDisplayName(usd, "es")).toBe("Dólar estadounidense");
    expect(currencyDisplayName(usd, "en")).toBe("US Dollar");
    expect(currencyDisplayName(brl, "pt")).toBe("Real brasileiro");
    expect(currencyDisplayName({ ...usd, id: "XYZ", name: "Moneda local" }, "en")).toBe("Moneda local");
  });

  it("asks Intl once per code and language, known or not: a selector names every currency on every render", () => {
    const known = intlCurrencyNames("EUR", "pt");
    const unknown = intlCurrencyNames("XYZ", "pt");
    const built = vi.spyOn(Intl, "DisplayNames");
    try {
      expect(intlCurrencyNames("EUR", "pt")).toBe(known);
      expect(intlCurrencyNames("XYZ", "pt")).toBe(unknown);
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });
});
