import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import type { BudgetItem } from "../../api/budget.js";
import { money } from "../../money/money.js";
import type { CurrencyConversion } from "../cancellationTimeline/currencyConversion.js";
import { itemRequotes } from "./itemRequotes.js";
import { BUDGET_PRICE_MAX_AGE_MS, budgetPricesStale, type ItemRequote, repriceLines } from "./repriceLines.js";

const EUR_TO_USD: CurrencyConversion = { from: "EUR", to: "USD", rate: 1.08, name: "Oficina" };

/** A budget of up to 6 items (some without a price) and, for each, maybe a re-quote: available or gone. */
const arbCase = fc
  .array(
    fc.record({
      oldMinor: fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: undefined }),
      requote: fc.oneof(
        fc.constant(undefined),
        fc.record({
          _tag: fc.constant("Available" as const),
          minor: fc.integer({ min: 0, max: 10_000_000 }),
          currency: fc.constantFrom("USD", "USD", "EUR", "BRL"),
        }),
        fc.record({ _tag: fc.constant("Unavailable" as const), alternatives: fc.nat({ max: 3 }) }),
      ),
    }),
    { maxLength: 6 },
  )
  .map((rows) => {
    const items: BudgetItem[] = rows.map((row, index) => ({
      id: String(index + 1),
      product: "hotel",
      ...(row.oldMinor === undefined ? {} : { price: { amount: row.oldMinor / 100, currency: "USD" } }),
    }));
    const requotes: ItemRequote[] = rows.flatMap((row, index): ItemRequote[] => {
      const itemId = String(index + 1);
      if (row.requote === undefined) return [];
      if (row.requote._tag === "Available")
        return [{ _tag: "Available", itemId, price: money(row.requote.minor, row.requote.currency) }];
      const alternatives = Array.from({ length: row.requote.alternatives }, (_, n) => ({
        rateId: `R${n}`,
        title: undefined,
        price: money(1000 * (n + 1), "USD"),
      }));
      return [{ _tag: "Unavailable", itemId, alternatives }];
    });
    return { items, requotes };
  });

describe("repriceLines", () => {
  test.prop([arbCase], { numRuns: 1000 })(
    "one line per item in order; a difference is exactly the new price (converted by a named rate) less the old",
    ({ items, requotes }) => {
      const lines = repriceLines(items, requotes, [EUR_TO_USD]);
      expect(lines.map((line) => line.itemId)).toEqual(items.map((item) => item.id));
      for (const line of lines) {
        const requote = requotes.find((candidate) => candidate.itemId === line.itemId);
        if (requote === undefined) expect(line._tag).toBe("NotRequoted");
        else if (requote._tag === "Unavailable")
          expect(line).toMatchObject({ _tag: "Unavailable", alternatives: requote.alternatives });
        if (line._tag === "Changed" && line.old !== undefined) {
          const rate = line.current.currency === "USD" ? 1 : line.current.currency === "EUR" ? 1.08 : undefined;
          if (rate === undefined) expect(line.difference).toBeUndefined();
          else {
            expect(line.difference?.currency).toBe("USD");
            expect(line.difference?.minor).toBe(Math.round(line.current.minor * rate) - line.old.minor);
          }
        }
        if (line._tag === "Unchanged") expect(requote).toMatchObject({ _tag: "Available", price: line.price });
      }
    },
  );

  test.prop([arbCase], { numRuns: 300 })(
    "once every new price is accepted, re-pricing against the same quotes changes nothing",
    ({ items, requotes }) => {
      const accepted = items.map((item) => {
        const requote = requotes.find((candidate) => candidate.itemId === item.id);
        return requote?._tag === "Available"
          ? { ...item, price: { amount: requote.price.minor / 100, currency: requote.price.currency } }
          : item;
      });
      for (const line of repriceLines(accepted, requotes, [EUR_TO_USD]))
        expect(["Unchanged", "Unavailable", "NotRequoted"]).toContain(line._tag);
    },
  );

  it("names a rise, a withdrawal with its alternatives and an item nobody re-quoted", () => {
    const items: BudgetItem[] = [
      { id: "1", product: "hotel", price: { amount: 100, currency: "USD" } },
      { id: "2", product: "house", price: { amount: 400, currency: "USD" } },
      { id: "3", product: "flight" },
    ];
    const alternative = { rateId: "H1-2", title: "Doble superior", price: money(45000, "USD") };
    const lines = repriceLines(
      items,
      [
        { _tag: "Available", itemId: "1", price: money(11000, "USD") },
        { _tag: "Unavailable", itemId: "2", alternatives: [alternative] },
      ],
      [],
    );
    expect(lines).toEqual([
      {
        _tag: "Changed",
        itemId: "1",
        old: money(10000, "USD"),
        current: money(11000, "USD"),
        difference: money(1000, "USD"),
      },
      { _tag: "Unavailable", itemId: "2", old: money(40000, "USD"), alternatives: [alternative] },
      { _tag: "NotRequoted", itemId: "3", old: undefined },
    ]);
  });
});

describe("budgetPricesStale", () => {
  test.prop([fc.integer({ min: 0, max: 4e12 }), fc.integer({ min: 0, max: 3 * BUDGET_PRICE_MAX_AGE_MS })], {
    numRuns: 1000,
  })("prices are stale exactly when older than the allowed age", (pricedMs, age) => {
    const pricedAt = new Date(pricedMs).toISOString();
    expect(budgetPricesStale({ pricedAt, nowMs: pricedMs + age, maxAgeMs: BUDGET_PRICE_MAX_AGE_MS })).toBe(
      age > BUDGET_PRICE_MAX_AGE_MS,
    );
  });

  it("holds prices without a date stale", () => {
    expect(budgetPricesStale({ pricedAt: undefined, nowMs: 0, maxAgeMs: BUDGET_PRICE_MAX_AGE_MS })).toBe(true);
    expect(budgetPricesStale({ pricedAt: "yesterday", nowMs: 0, maxAgeMs: BUDGET_PRICE_MAX_AGE_MS })).toBe(true);
  });
});

describe("itemRequotes", () => {
  it("reads prices once, keeps readable alternatives, and leaves out an available item without a price", () => {
    expect(
      itemRequotes({
        done: true,
        quotedAt: "2026-12-02T10:00:00.000Z",
        quotes: [
          { itemId: "1", available: true, price: { amount: 110.005, currency: "USD" } },
          {
            itemId: "2",
            available: false,
            alternatives: [
              { rateId: "A", price: { amount: 450, currency: "USD" } },
              { rateId: "B", price: { amount: Number.NaN, currency: "USD" } },
            ],
          },
          { itemId: "3", available: true },
        ],
      }),
    ).toEqual([
      { _tag: "Available", itemId: "1", price: money(11001, "USD") },
      {
        _tag: "Unavailable",
        itemId: "2",
        alternatives: [{ rateId: "A", title: undefined, price: money(45000, "USD") }],
      },
    ]);
  });
});
