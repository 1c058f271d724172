import * as Result from "effect/Result";
import type { VacationBundle } from "../api/searchFormPosts.js";
import type { Money } from "../money/money.js";
import { moneyFromDecimal } from "../money/moneyFromDecimal.js";

/**
 * The month × destination grid of the lowest bundle price (beyond spec 002: "bundles by theme, month and
 * destination"). One row per destination, one column per month any bundle departs in.
 */

/** One cell: the lowest price of the destination's bundles departing that month, or null when none departs. */
export interface BundlePriceCell {
  /** `YYYY-MM`. */
  readonly month: string;
  readonly lowest: Money | null;
  /** True when no destination departs cheaper that month (each month's cheapest cells, ties included). */
  readonly cheapest: boolean;
}

/** One destination's row. */
export interface BundlePriceRow {
  readonly destination: { readonly id: string; readonly name: string };
  /** The row's lowest price over every month (rows are sorted by it). */
  readonly lowest: Money;
  /** One cell per month of {@link BundlePriceGrid.months}, in that order. */
  readonly cells: readonly BundlePriceCell[];
}

/** The grid: the months (sorted) and the destinations, cheapest destination first (then by name, then id). */
export interface BundlePriceGrid {
  readonly months: readonly string[];
  readonly rows: readonly BundlePriceRow[];
}

/** The bundle fields the grid reads. */
export type BundlePriceInput = Pick<VacationBundle, "destination" | "months" | "from">;

const lower = (a: Money | null, b: Money): Money => (a === null || b.minor < a.minor ? b : a);

/**
 * Builds the month × destination grid of the lowest bundle price. Prices are compared in minor units; the bundles of
 * one reply share the display currency, so a bundle in another currency than the first priced one is left out rather
 * than compared across currencies, as is a bundle whose amount is not a decimal.
 *
 * @example
 * bundlePriceGrid([{ destination: { id: "CUN", name: "Cancún" }, months: ["2027-03"], from: { amount: 900, currency: "USD" } }])
 * // { months: ["2027-03"], rows: [{ destination: { id: "CUN", … }, lowest: { minor: 90000, currency: "USD" }, cells: [{ month: "2027-03", lowest: …, cheapest: true }] }] }
 */
export const bundlePriceGrid = (bundles: readonly BundlePriceInput[]): BundlePriceGrid => {
  const priced = bundles.flatMap((bundle) => {
    const amount = moneyFromDecimal(bundle.from.amount, bundle.from.currency);
    return Result.isSuccess(amount) ? [{ bundle, amount: amount.success }] : [];
  });
  const currency = priced[0]?.amount.currency;
  const byDestination = new Map<string, { name: string; cells: Map<string, Money> }>();
  const months = new Set<string>();
  for (const { bundle, amount } of priced) {
    if (amount.currency !== currency) continue;
    const row = byDestination.get(bundle.destination.id) ?? { name: bundle.destination.name, cells: new Map() };
    byDestination.set(bundle.destination.id, row);
    for (const month of bundle.months) {
      months.add(month);
      row.cells.set(month, lower(row.cells.get(month) ?? null, amount));
    }
  }
  const sortedMonths = [...months].sort();
  const columnLowest = new Map<string, number>();
  for (const row of byDestination.values())
    for (const [month, price] of row.cells)
      columnLowest.set(month, Math.min(columnLowest.get(month) ?? price.minor, price.minor));
  const rows = [...byDestination]
    .filter(([, row]) => row.cells.size > 0)
    .map(([id, row]): BundlePriceRow => {
      const cells = sortedMonths.map((month): BundlePriceCell => {
        const lowest = row.cells.get(month) ?? null;
        return { month, lowest, cheapest: lowest !== null && lowest.minor === columnLowest.get(month) };
      });
      const lowest = [...row.cells.values()].reduce<Money | null>(lower, null) as Money;
      return { destination: { id, name: row.name }, lowest, cells };
    })
    .sort(
      (a, b) =>
        a.lowest.minor - b.lowest.minor ||
        a.destination.name.localeCompare(b.destination.name) ||
        (a.destination.id < b.destination.id ? -1 : a.destination.id > b.destination.id ? 1 : 0),
    );
  return { months: sortedMonths, rows };
};
