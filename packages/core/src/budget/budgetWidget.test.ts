import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { budgetCounterAfter } from "./budgetCounter.js";
import { budgetSearchAllowed, budgetWidgetOthers } from "./budgetWidget.js";
import { timeSince } from "./timeSince.js";

describe("budget widget", () => {
  test.prop([fc.uniqueArray(fc.integer({ min: 1, max: 99 }), { maxLength: 20 }), fc.integer({ min: 1, max: 99 })])(
    "the five most recent other budgets, never the active one",
    (ids, active) => {
      const others = budgetWidgetOthers(
        ids.map((quotationId) => ({ quotationId })),
        String(active),
      );
      expect(others.length).toBeLessThanOrEqual(5);
      expect(others.map((b) => b.quotationId)).toEqual(ids.filter((id) => id !== active).slice(0, 5));
    },
  );
  test("budget search from 3 characters", () => {
    expect(budgetSearchAllowed("ab")).toBe(false);
    expect(budgetSearchAllowed("  ab ")).toBe(false);
    expect(budgetSearchAllowed("abc")).toBe(true);
  });
  test.prop([fc.nat({ max: 1000 }), fc.constantFrom("added" as const, "removed" as const)])(
    "the counter moves by one and never goes negative",
    (count, event) => {
      const next = budgetCounterAfter(count, event);
      expect(next).toBe(event === "added" ? count + 1 : Math.max(0, count - 1));
    },
  );
  test("junk counts start from 0", () => {
    expect(budgetCounterAfter(Number.NaN, "added")).toBe(1);
  });
  test("time since, in the largest whole unit", () => {
    expect(timeSince(0, 59_000)).toEqual({ value: 59, unit: "seconds" });
    expect(timeSince(0, 120_000)).toEqual({ value: 2, unit: "minutes" });
    expect(timeSince(0, 3 * 3_600_000 + 5)).toEqual({ value: 3, unit: "hours" });
    expect(timeSince(0, 2 * 86_400_000)).toEqual({ value: 2, unit: "days" });
    expect(timeSince(0, 65 * 86_400_000)).toEqual({ value: 2, unit: "months" });
    expect(timeSince(0, 800 * 86_400_000)).toEqual({ value: 2, unit: "years" });
    expect(timeSince(5000, 0)).toEqual({ value: 0, unit: "seconds" });
  });
});
