import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { priceFilterNumber, validatePriceRangeFilter } from "./priceRangeFilter.js";

describe("validatePriceRangeFilter", () => {
  it("accepts numbers from 0, open ends and commas as decimal separators", () => {
    expect(validatePriceRangeFilter({ minimum: "0", maximum: "1000" })).toEqual([]);
    expect(validatePriceRangeFilter({ minimum: "", maximum: " " })).toEqual([]);
    expect(validatePriceRangeFilter({ minimum: "12,50", maximum: 13 })).toEqual([]);
    expect(priceFilterNumber("12,5")).toBe(12.5);
    expect(priceFilterNumber(Number.POSITIVE_INFINITY)).toBeNaN();
  });

  it("reports each broken end", () => {
    expect(validatePriceRangeFilter({ minimum: "-1", maximum: "abc" })).toEqual([
      { path: ["minimum"], key: "forms.priceBelowMinimum", params: { min: 0 } },
      { path: ["maximum"], key: "forms.priceNotNumber" },
    ]);
    expect(validatePriceRangeFilter({ minimum: 500, maximum: 100 })).toEqual([
      { path: ["maximum"], key: "forms.priceRangeInverted" },
    ]);
  });

  test.prop([fc.nat(), fc.nat()], { numRuns: 1000 })("ordered non-negative numbers pass", (a, b) => {
    const [minimum, maximum] = a <= b ? [a, b] : [b, a];
    expect(validatePriceRangeFilter({ minimum: String(minimum), maximum: String(maximum) })).toEqual([]);
  });

  test.prop(
    [
      fc.nat(),
      fc.oneof(fc.integer({ max: -1 }).map(String), fc.constantFrom("abc", "1e3", "--1", "1.2.3")),
      fc.constantFrom("minimum" as const, "maximum" as const),
    ],
    {
      numRuns: 1000,
    },
  )("a broken end is reported on its field", (good, bad, field) => {
    const values = { minimum: field === "minimum" ? bad : "0", maximum: field === "maximum" ? bad : String(good) };
    expect(validatePriceRangeFilter(values).map((issue) => issue.path)).toEqual([[field]]);
  });

  test.prop([fc.string(), fc.string()], { numRuns: 1000 })("never throws on any input", (minimum, maximum) => {
    expect(Array.isArray(validatePriceRangeFilter({ minimum, maximum }))).toBe(true);
  });
});
