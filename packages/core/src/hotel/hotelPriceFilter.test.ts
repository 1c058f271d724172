import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../locale/language.js";
import {
  hotelPriceFilterAmountText,
  hotelPriceFilterChange,
  hotelPriceFilterCurrency,
  hotelPriceFilterLegend,
  hotelPriceFilterText,
  hotelPricePlaceholders,
} from "./hotelPriceFilter.js";

const arbLanguage = fc.constantFrom(...LANGUAGES);
const arbMinor = fc.option(fc.integer({ min: 0, max: 10 ** 13 }), { nil: null });

describe("hotelPriceFilterChange", () => {
  test.prop([arbMinor, arbMinor, arbLanguage], { numRuns: 2000 })(
    "reads back exactly what the boxes show for a range (format then parse)",
    (a, b, language) => {
      const [minimumValue, maximumValue] = a !== null && b !== null && a > b ? [b, a] : [a, b];
      const range = { minimumValue, maximumValue, currencyCode: "USD" };
      const read = hotelPriceFilterChange(hotelPriceFilterText(range, language), "USD");
      const open = minimumValue === null && maximumValue === null;
      expect(read).toEqual(
        Result.succeed({ rateRange: { minimumValue, maximumValue, currencyCode: open ? null : "USD" } }),
      );
    },
  );

  test.prop([fc.string(), fc.string()], { numRuns: 2000 })(
    "never throws: a range of whole non-negative minor units in order, or the failing boxes",
    (minimum, maximum) => {
      const read = hotelPriceFilterChange({ minimum, maximum }, "EUR");
      if (Result.isFailure(read)) {
        expect(read.failure.length).toBeGreaterThan(0);
        for (const issue of read.failure) expect(["minimum", "maximum"]).toContain(issue.path[0]);
        return;
      }
      const range = read.success.rateRange;
      for (const end of [range?.minimumValue, range?.maximumValue])
        if (end !== null && end !== undefined) expect(Number.isSafeInteger(end) && end >= 0).toBe(true);
      if (range?.minimumValue != null && range.maximumValue != null)
        expect(range.minimumValue).toBeLessThanOrEqual(range.maximumValue);
    },
  );

  it("reads major units with a point or a comma, rounding once; refuses negatives, text and inverted ranges", () => {
    expect(hotelPriceFilterChange({ minimum: "50", maximum: "120,5" }, "USD")).toEqual(
      Result.succeed({ rateRange: { minimumValue: 5000, maximumValue: 12050, currencyCode: "USD" } }),
    );
    expect(hotelPriceFilterChange({ minimum: " ", maximum: "10.005" }, "USD")).toEqual(
      Result.succeed({ rateRange: { minimumValue: null, maximumValue: 1001, currencyCode: "USD" } }),
    );
    expect(hotelPriceFilterChange({ minimum: "", maximum: "" }, "USD")).toEqual(
      Result.succeed({ rateRange: { minimumValue: null, maximumValue: null, currencyCode: null } }),
    );
    expect(hotelPriceFilterChange({ minimum: "-1", maximum: "abc" }, "USD")).toEqual(
      Result.fail([
        { path: ["minimum"], key: "forms.priceBelowMinimum", params: { min: 0 } },
        { path: ["maximum"], key: "forms.priceNotNumber" },
      ]),
    );
    expect(hotelPriceFilterChange({ minimum: "300", maximum: "200" }, "USD")).toEqual(
      Result.fail([{ path: ["maximum"], key: "forms.priceRangeInverted" }]),
    );
    expect(hotelPriceFilterChange({ minimum: "1e300", maximum: "" }, "USD")).toEqual(
      Result.fail([{ path: ["minimum"], key: "forms.priceNotNumber" }]),
    );
  });
});

describe("price boxes", () => {
  it("show major units with the language's decimal separator and no grouping", () => {
    expect(hotelPriceFilterAmountText(12550, "es")).toBe("125,50");
    expect(hotelPriceFilterAmountText(12505, "en")).toBe("125.05");
    expect(hotelPriceFilterAmountText(123456700, "pt")).toBe("1234567");
    expect(hotelPriceFilterText({ minimumValue: 5000, maximumValue: null, currencyCode: "USD" }, "es")).toEqual({
      minimum: "50",
      maximum: "",
    });
  });

  it("name the range's currency once one is set, else the page's", () => {
    expect(hotelPriceFilterCurrency({ minimumValue: 100, maximumValue: null, currencyCode: "EUR" }, "USD")).toBe("EUR");
    expect(hotelPriceFilterCurrency({ minimumValue: null, maximumValue: null, currencyCode: "EUR" }, "USD")).toBe(
      "USD",
    );
    expect(hotelPriceFilterCurrency({ minimumValue: 1, maximumValue: 2, currencyCode: null }, "USD")).toBe("USD");
  });

  it("head the block with the currency, or without one while none is known (no empty '()')", () => {
    expect(hotelPriceFilterLegend("USD")).toEqual({ key: "hotel.filterPrice", params: { currency: "USD" } });
    expect(hotelPriceFilterLegend("")).toEqual({ key: "hotel.filterPriceNoCurrency", params: {} });
  });

  it("hint the reply's span rounded outwards to whole units, else the spec's 0–1000 (spec 001 §9)", () => {
    expect(hotelPricePlaceholders(undefined, "es")).toEqual({ minimum: "0", maximum: "1000" });
    expect(hotelPricePlaceholders({ minimumValue: 48.5, maximumValue: 310.2, currencyCode: "USD" }, "es")).toEqual({
      minimum: "48",
      maximum: "311",
    });
    expect(hotelPricePlaceholders({ minimumValue: 9, maximumValue: 3, currencyCode: "USD" }, "en")).toEqual({
      minimum: "0",
      maximum: "1000",
    });
  });
});
