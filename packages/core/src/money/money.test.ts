import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import {
  money,
  moneyAdd,
  moneyIsZero,
  moneyMultiply,
  moneySub,
  moneySum,
  moneyZero,
  roundHalfAwayFromZero,
} from "./money.js";

const arbMinor = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 });
const arbCurrency = fc.constantFrom("USD", "ARS", "EUR", "BRL");

describe("money arithmetic", () => {
  test.prop([arbMinor, arbMinor, arbCurrency], { numRuns: 1000 })("add is exact and commutative", (a, b, c) => {
    const sum = moneyAdd(money(a, c), money(b, c));
    expect(sum).toEqual(Result.succeed(money(a + b, c)));
    expect(moneyAdd(money(b, c), money(a, c))).toEqual(sum);
  });

  test.prop([arbMinor, arbMinor, arbCurrency], { numRuns: 1000 })("sub undoes add", (a, b, c) => {
    const sum = Result.getOrThrow(moneyAdd(money(a, c), money(b, c)));
    expect(moneySub(sum, money(b, c))).toEqual(Result.succeed(money(a, c)));
  });

  test.prop([fc.array(arbMinor, { maxLength: 30 }), arbCurrency], { numRuns: 1000 })(
    "a sum equals the sum of its parts in any order, and zero is neutral",
    (parts, c) => {
      const amounts = parts.map((p) => money(p, c));
      const total = Result.getOrThrow(moneySum(amounts, c));
      expect(total.minor).toBe(parts.reduce((s, p) => s + p, 0));
      expect(moneySum([...amounts].reverse(), c)).toEqual(Result.succeed(total));
      expect(moneySum([...amounts, moneyZero(c)], c)).toEqual(Result.succeed(total));
    },
  );

  test.prop([arbMinor, fc.integer({ min: 0, max: 60 }), arbCurrency], { numRuns: 1000 })(
    "multiplying by n equals adding n times",
    (a, n, c) => {
      expect(moneyMultiply(money(a, c), n)).toEqual(Result.getOrThrow(moneySum(Array(n).fill(money(a, c)), c)));
    },
  );

  it("refuses to mix currencies", () => {
    expect(moneyAdd(money(1, "USD"), money(1, "EUR"))).toEqual(
      Result.fail({ _tag: "MoneyCurrencyMismatch", left: "USD", right: "EUR" }),
    );
    expect(Result.isFailure(moneySub(money(1, "USD"), money(1, "EUR")))).toBe(true);
    expect(moneySum([money(1, "USD"), money(1, "EUR")], "USD")).toEqual(
      Result.fail({ _tag: "MoneyCurrencyMismatch", left: "USD", right: "EUR" }),
    );
  });

  it("rounds half away from zero, once", () => {
    expect([2.5, -2.5, 2.4, -2.4, -0.4, 0].map(roundHalfAwayFromZero)).toEqual([3, -3, 2, -2, 0, 0]);
    expect(moneyMultiply(money(5, "USD"), 0.5)).toEqual(money(3, "USD"));
    expect(moneyIsZero(moneyZero("USD"))).toBe(true);
    expect(moneyIsZero(money(1, "USD"))).toBe(false);
  });

  it("holds whole minor units: a fractional count is rounded once, half away from zero", () => {
    expect(money(19.99 * 100, "USD")).toEqual({ minor: 1999, currency: "USD" });
    expect(money(-2.5, "USD").minor).toBe(-3);
    expect(money(-0.4, "USD").minor).toBe(0);
  });
});
