import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { type BundlePriceInput, bundlePriceGrid } from "./bundlePriceGrid.js";

const arbMonth = fc
  .tuple(fc.integer({ min: 2026, max: 2028 }), fc.integer({ min: 1, max: 12 }))
  .map(([year, month]) => `${year}-${String(month).padStart(2, "0")}`);
const arbBundle: fc.Arbitrary<BundlePriceInput> = fc.record({
  destination: fc.constantFrom(
    { id: "CUN", name: "Cancún" },
    { id: "BRC", name: "Bariloche" },
    { id: "MIA", name: "Miami" },
    { id: "RIO", name: "Río de Janeiro" },
  ),
  months: fc.uniqueArray(arbMonth, { maxLength: 4 }),
  from: fc.record({
    amount: fc.integer({ min: 0, max: 5_000_000 }).map((cents) => cents / 100),
    currency: fc.constant("USD"),
  }),
});

describe("bundlePriceGrid", () => {
  test.prop([fc.array(arbBundle, { maxLength: 40 })], { numRuns: 1000 })(
    "each cell holds the lowest price of its destination and month; each month's cheapest cells are marked",
    (bundles) => {
      const grid = bundlePriceGrid(bundles);
      expect([...grid.months].sort()).toEqual(grid.months);
      expect(new Set(grid.months).size).toBe(grid.months.length);
      for (const row of grid.rows) {
        expect(row.cells.map((cell) => cell.month)).toEqual(grid.months);
        for (const cell of row.cells) {
          const prices = bundles
            .filter((b) => b.destination.id === row.destination.id && b.months.includes(cell.month))
            .map((b) => Math.round(b.from.amount * 100));
          expect(cell.lowest?.minor ?? null).toBe(prices.length === 0 ? null : Math.min(...prices));
          const column = grid.rows.flatMap((other) =>
            other.cells.filter((c) => c.month === cell.month && c.lowest !== null).map((c) => c.lowest?.minor ?? 0),
          );
          expect(cell.cheapest).toBe(cell.lowest !== null && cell.lowest.minor === Math.min(...column));
        }
        const rowPrices = row.cells.flatMap((cell) => (cell.lowest === null ? [] : [cell.lowest.minor]));
        expect(row.lowest.minor).toBe(Math.min(...rowPrices));
      }
      for (const month of grid.months)
        expect(grid.rows.some((row) => row.cells.some((cell) => cell.month === month && cell.cheapest))).toBe(true);
      const order = grid.rows.map((row) => row.lowest.minor);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
      const withMonths = new Set(bundles.filter((b) => b.months.length > 0).map((b) => b.destination.id));
      expect(new Set(grid.rows.map((row) => row.destination.id))).toEqual(withMonths);
    },
  );

  it("leaves out a bundle priced in another currency than the first", () => {
    const grid = bundlePriceGrid([
      { destination: { id: "CUN", name: "Cancún" }, months: ["2027-03"], from: { amount: 900, currency: "USD" } },
      { destination: { id: "MIA", name: "Miami" }, months: ["2027-03"], from: { amount: 10, currency: "EUR" } },
    ]);
    expect(grid.rows.map((row) => row.destination.id)).toEqual(["CUN"]);
    expect(grid.rows[0]?.cells[0]).toEqual({
      month: "2027-03",
      lowest: { minor: 90000, currency: "USD" },
      cheapest: true,
    });
  });
});
