import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { money } from "./money.js";
import { moneyFromDecimal, moneyToDecimal } from "./moneyFromDecimal.js";

describe("moneyFromDecimal", () => {
  it("rounds half away from zero on the written digits", () => {
    const minor = (v: number | string) => Result.getOrThrow(moneyFromDecimal(v, "USD")).minor;
    expect(minor(1234.565)).toBe(123457);
    expect(minor(1.005)).toBe(101);
    expect(minor(-1.005)).toBe(-101);
    expect(minor(-0.004)).toBe(0);
    expect(minor("-0.005")).toBe(-1);
    expect(minor(0.1 + 0.2)).toBe(30);
    expect(minor("12")).toBe(1200);
    expect(minor(".5")).toBe(50);
    expect(minor("7.")).toBe(700);
    expect(minor(1e-7)).toBe(0);
    expect(minor(5e-3)).toBe(1);
    expect(minor(5e-4)).toBe(0);
    expect(minor(1.5e3)).toBe(150000);
    expect(minor(" 3.14 ")).toBe(314);
  });

  it("refuses what is not a finite decimal", () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, "", "abc", "1,5", ".", "1e999", 1e300, "1e99999999999"])
      expect(moneyFromDecimal(bad, "USD")).toEqual(Result.fail({ _tag: "MoneyDecimalError", input: bad }));
  });

  test.prop([fc.integer({ min: -1e12, max: 1e12 })], { numRuns: 1000 })(
    "minor units written as a decimal come back exactly",
    (minor) => {
      const decimal = moneyToDecimal(money(minor, "EUR"));
      expect(moneyFromDecimal(decimal, "EUR")).toEqual(Result.succeed(money(minor, "EUR")));
    },
  );

  test.prop([fc.double({ min: -1e9, max: 1e9, noNaN: true })], { numRuns: 1000 })(
    "any double lands within half a cent of its value",
    (value) => {
      const minor = Result.getOrThrow(moneyFromDecimal(value, "USD")).minor;
      expect(Math.abs(minor / 100 - value)).toBeLessThanOrEqual(0.005 + 1e-6);
    },
  );

  test.prop([fc.string({ maxLength: 30 })], { numRuns: 1000 })("any string never throws", (text) => {
    const result = moneyFromDecimal(text, "USD");
    if (Result.isSuccess(result)) expect(Number.isSafeInteger(result.success.minor)).toBe(true);
    else expect(result.failure._tag).toBe("MoneyDecimalError");
  });
});
