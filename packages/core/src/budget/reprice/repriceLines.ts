import * as Result from "effect/Result";
import type { BudgetItem } from "../../api/budget.js";
import { type Money, money } from "../../money/money.js";
import { budgetItemPrice } from "../budgetItemPrice.js";
import { type CurrencyConversion, convertMoney } from "../cancellationTimeline/currencyConversion.js";

/** A rate offered in place of one that is gone (the spec's related rates). */
export interface RepriceAlternative {
  readonly rateId: string;
  readonly title: string | undefined;
  readonly price: Money;
}

/** What re-quoting one budget item said: still sold, at `price`, or gone, with what is offered instead. */
export type ItemRequote =
  | { readonly _tag: "Available"; readonly itemId: string; readonly price: Money }
  | { readonly _tag: "Unavailable"; readonly itemId: string; readonly alternatives: readonly RepriceAlternative[] };

/**
 * One line of 'Actualizar precios': the item's price in the budget (`old`) against today's (`current`).
 * `difference` is `current - old` in `old`'s currency (today's price converted by a named rate when it changed
 * currency; `undefined` when no rate reaches it). `NotRequoted`: no quote came back for the item.
 */
export type RepriceLine =
  | { readonly _tag: "Unchanged"; readonly itemId: string; readonly price: Money }
  | {
      readonly _tag: "Changed";
      readonly itemId: string;
      readonly old: Money | undefined;
      readonly current: Money;
      readonly difference: Money | undefined;
    }
  | {
      readonly _tag: "Unavailable";
      readonly itemId: string;
      readonly old: Money | undefined;
      readonly alternatives: readonly RepriceAlternative[];
    }
  | { readonly _tag: "NotRequoted"; readonly itemId: string; readonly old: Money | undefined };

const lineOf = (
  item: BudgetItem,
  requote: ItemRequote | undefined,
  conversions: readonly CurrencyConversion[],
): RepriceLine => {
  const old = budgetItemPrice(item);
  if (requote === undefined) return { _tag: "NotRequoted", itemId: item.id, old };
  if (requote._tag === "Unavailable")
    return { _tag: "Unavailable", itemId: item.id, old, alternatives: requote.alternatives };
  const current = requote.price;
  if (old === undefined) return { _tag: "Changed", itemId: item.id, old, current, difference: undefined };
  const converted = convertMoney(current, old.currency, conversions);
  if (Result.isFailure(converted)) return { _tag: "Changed", itemId: item.id, old, current, difference: undefined };
  const difference = money(converted.success.amount.minor - old.minor, old.currency);
  return difference.minor === 0 && current.currency === old.currency
    ? { _tag: "Unchanged", itemId: item.id, price: old }
    : { _tag: "Changed", itemId: item.id, old, current, difference };
};

/**
 * Compares every budget item's price with what re-quoting it said today, in the budget's item order, one line per
 * item. The first re-quote given for an item is the one read.
 *
 * @example repriceLines(budget.items, [{ _tag: "Available", itemId: "1", price: money(12000, "USD") }], [])
 * // [{ _tag: "Changed", itemId: "1", old: money(10000, "USD"), current: money(12000, "USD"), difference: money(2000, "USD") }]
 */
export const repriceLines = (
  items: readonly BudgetItem[],
  requotes: readonly ItemRequote[],
  conversions: readonly CurrencyConversion[],
): readonly RepriceLine[] =>
  items.map((item) =>
    lineOf(
      item,
      requotes.find((requote) => requote.itemId === item.id),
      conversions,
    ),
  );

/** Whether a budget's prices are older than the age an office allows (`maxAgeMs`), or have no date at all. */
export const budgetPricesStale = ({
  pricedAt,
  nowMs,
  maxAgeMs,
}: {
  readonly pricedAt: string | undefined;
  readonly nowMs: number;
  readonly maxAgeMs: number;
}): boolean => {
  const at = pricedAt === undefined ? Number.NaN : Date.parse(pricedAt);
  return !Number.isFinite(at) || nowMs - at > maxAgeMs;
};

/** How old a price may be before 'Actualizar precios' is suggested: one day (ours; an office may set another). */
export const BUDGET_PRICE_MAX_AGE_MS = 24 * 3_600_000;
