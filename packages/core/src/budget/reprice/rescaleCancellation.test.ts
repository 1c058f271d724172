import { fc, test } from "@fast-check/vitest";
import * as Result from "effect/Result";
import { describe, expect, it } from "vitest";
import type { BudgetItemCancellation } from "../../api/budget.js";
import { money } from "../../money/money.js";
import { moneyFromDecimal } from "../../money/moneyFromDecimal.js";
import { rescaleCancellation } from "./rescaleCancellation.js";

const minorOf = (step: BudgetItemCancellation["penalties"][number]) => {
  const read = moneyFromDecimal(step.amount, step.currency);
  if (Result.isFailure(read)) throw new Error(`unreadable step ${String(step.amount)}`);
  return read.success.minor;
};

/** A quoted price, the price accepted for it, and a policy whose steps never decrease, up to the whole price. */
const arbCase = fc
  .record({
    quotedMinor: fc.integer({ min: 1, max: 10_000_000 }),
    acceptedMinor: fc.integer({ min: 0, max: 10_000_000 }),
    shares: fc.array(fc.integer({ min: 0, max: 1000 }), { maxLength: 6 }),
    currency: fc.constantFrom("USD", "EUR"),
  })
  .map(({ quotedMinor, acceptedMinor, shares, currency }) => {
    const sorted = [...shares].sort((a, b) => a - b);
    const cancellation: BudgetItemCancellation = {
      serviceDate: "2027-03-01",
      penalties: sorted.map((share, index) => ({
        from: `2027-02-${String(10 + index).padStart(2, "0")}`,
        amount: Math.round((quotedMinor * share) / 1000) / 100,
        currency,
      })),
    };
    return { quoted: money(quotedMinor, "USD"), accepted: money(acceptedMinor, "USD"), cancellation };
  });

describe("rescaleCancellation", () => {
  test.prop([arbCase], { numRuns: 1000 })(
    "each step keeps its day and currency and is the old penalty times accepted / quoted, rounded once",
    ({ quoted, accepted, cancellation }) => {
      const scaled = rescaleCancellation(cancellation, quoted, accepted);
      expect(scaled?.serviceDate).toBe(cancellation.serviceDate);
      expect(scaled?.penalties.map(({ from, currency }) => ({ from, currency }))).toEqual(
        cancellation.penalties.map(({ from, currency }) => ({ from, currency })),
      );
      cancellation.penalties.forEach((step, index) => {
        const exact = (minorOf(step) * accepted.minor) / quoted.minor;
        const got = scaled?.penalties[index];
        expect(got).toBeDefined();
        if (got !== undefined) expect(Math.abs(minorOf(got) - exact)).toBeLessThanOrEqual(0.5);
      });
    },
  );

  test.prop([arbCase], { numRuns: 1000 })(
    "steps that never decrease still never decrease; free stays free; the whole old price becomes the whole new one",
    ({ quoted, accepted, cancellation }) => {
      const penalties = rescaleCancellation(cancellation, quoted, accepted)?.penalties ?? [];
      const minors = penalties.map(minorOf);
      for (let index = 1; index < minors.length; index++)
        expect(minors[index]).toBeGreaterThanOrEqual(minors[index - 1] ?? 0);
      cancellation.penalties.forEach((step, index) => {
        if (minorOf(step) === 0) expect(minors[index]).toBe(0);
        if (minorOf(step) === quoted.minor) expect(minors[index]).toBe(accepted.minor);
      });
    },
  );

  test.prop([arbCase], { numRuns: 300 })(
    "accepting the price already quoted changes no penalty",
    ({ quoted, cancellation }) => {
      expect(rescaleCancellation(cancellation, quoted, quoted)?.penalties.map(minorOf)).toEqual(
        cancellation.penalties.map(minorOf),
      );
    },
  );

  it("scales a house's half and whole price when the stay gets dearer", () => {
    const house: BudgetItemCancellation = {
      serviceDate: "2027-01-20",
      penalties: [
        { from: "2027-01-06", amount: 200, currency: "USD" },
        { from: "2027-01-17", amount: 400, currency: "USD" },
      ],
    };
    expect(rescaleCancellation(house, money(40000, "USD"), money(44000, "USD"))).toEqual({
      serviceDate: "2027-01-20",
      penalties: [
        { from: "2027-01-06", amount: 220, currency: "USD" },
        { from: "2027-01-17", amount: 440, currency: "USD" },
      ],
    });
  });

  it("leaves the policy unknown, never free, when the ratio cannot be read", () => {
    const policy: BudgetItemCancellation = {
      serviceDate: "2027-01-20",
      penalties: [{ from: "2027-01-06", amount: 200, currency: "USD" }],
    };
    expect(rescaleCancellation(policy, money(40000, "USD"), money(44000, "EUR"))).toBeUndefined();
    expect(rescaleCancellation(policy, money(0, "USD"), money(44000, "USD"))).toBeUndefined();
    const unreadable = { ...policy, penalties: [{ from: "2027-01-06", amount: Number.NaN, currency: "USD" }] };
    expect(rescaleCancellation(unreadable, money(40000, "USD"), money(44000, "USD"))).toBeUndefined();
  });
});
