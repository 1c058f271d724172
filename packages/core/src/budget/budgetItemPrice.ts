import * as Result from "effect/Result";
import type { BudgetItem } from "../api/budget.js";
import type { Money } from "../money/money.js";
import { moneyFromDecimal } from "../money/moneyFromDecimal.js";

/**
 * A budget item's price as money (integer minor units, rounded once by `moneyFromDecimal`), from the reply's
 * decimal amount; `undefined` when the item has no price or its amount is not a usable decimal (nothing is shown).
 *
 * @example budgetItemPrice({ id: "1", product: "hotel", price: { amount: 1234.5, currency: "USD" } })
 * // { minor: 123450, currency: "USD" }
 */
export const budgetItemPrice = (item: BudgetItem): Money | undefined => {
  if (item.price === undefined) return undefined;
  const price = moneyFromDecimal(item.price.amount, item.price.currency);
  return Result.isSuccess(price) ? price.success : undefined;
};
