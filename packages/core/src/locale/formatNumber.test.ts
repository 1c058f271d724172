import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { formatNumber, NUMBER_UNKNOWN, parseNumber } from "./formatNumber.js";
import { LANGUAGES } from "./language.js";

const arbLanguage = fc.constantFrom(...LANGUAGES);

describe("formatNumber", () => {
  it("writes the language's separators", () => {
    expect(formatNumber(1.28, "es")).toBe("1,28");
    expect(formatNumber(1.28, "pt")).toBe("1,28");
    expect(formatNumber(1.28, "en")).toBe("1.28");
    expect(formatNumber(1234567.5, "es")).toBe("1.234.567,5");
    expect(formatNumber(1234567.5, "en")).toBe("1,234,567.5");
    expect(formatNumber(20, "es")).toBe("20");
    expect(formatNumber(-0.001, "es")).toBe("0");
    expect(formatNumber(-2.5, "en", 0)).toBe("-3");
    expect(formatNumber(1.005, "en")).toBe("1.01");
    expect(formatNumber(1e21, "en")).toBe("1,000,000,000,000,000,000,000");
  });

  it("never throws: odd values and languages", () => {
    expect(formatNumber(Number.NaN, "es")).toBe(NUMBER_UNKNOWN);
    expect(formatNumber(Number.NEGATIVE_INFINITY, "en")).toBe(NUMBER_UNKNOWN);
    expect(formatNumber(1.5, "fr" as "es")).toBe("1,5");
    expect(formatNumber(1.5, "en", Number.NaN)).toBe("1.5");
  });

  test.prop([fc.integer({ min: -1e13, max: 1e13 }), fc.integer({ min: 0, max: 2 }), arbLanguage], { numRuns: 1000 })(
    "parseNumber(formatNumber(x)) = x for any x with at most the decimals kept",
    (units, decimals, language) => {
      const value = units / 10 ** decimals;
      expect(parseNumber(formatNumber(value, language), language)).toEqual(Result.succeed(value === 0 ? 0 : value));
    },
  );

  test.prop([fc.double({ min: -1e9, max: 1e9, noNaN: true }), arbLanguage], { numRuns: 1000 })(
    "any double prints within half a unit of the last decimal kept",
    (value, language) => {
      const read = Result.getOrThrow(parseNumber(formatNumber(value, language), language));
      expect(Math.abs(read - value)).toBeLessThanOrEqual(0.005 + Math.abs(value) * 1e-15);
    },
  );

  test.prop([fc.string({ maxLength: 20 }), arbLanguage], { numRuns: 1000 })(
    "parsing any string never throws",
    (text, language) => {
      const read = parseNumber(text, language);
      if (Result.isFailure(read)) expect(read.failure).toEqual({ _tag: "NumberParseError", input: text });
      else expect(Number.isFinite(read.success)).toBe(true);
    },
  );
});
