import * as Result from "effect/Result";
import type { BudgetItemCancellation } from "../../api/budget.js";
import { type Money, money } from "../../money/money.js";
import { moneyFromDecimal, moneyToDecimal } from "../../money/moneyFromDecimal.js";

/**
 * An item's cancellation penalties once the agent accepts a re-quoted price: every step keeps its day and currency
 * and is scaled by `accepted / quoted`, rounded once to whole minor units (half away from zero). A supplier states
 * penalties as a share of the price (half the stay, the whole stay), so the share holds: a penalty equal to the old
 * price becomes the new price exactly, a free step stays free, and steps that never decrease still never decrease.
 *
 * `undefined` (the policy becomes unknown, never free) when the ratio cannot be read: the two prices are in different
 * currencies (no conversion is guessed), the quoted price is not positive, or a step's amount is not a usable decimal.
 *
 * @example rescaleCancellation({ serviceDate: "2027-01-10", penalties: [{ from: "2027-01-05", amount: 50, currency: "USD" }] },
 *   money(10000, "USD"), money(11000, "USD"))
 * // { serviceDate: "2027-01-10", penalties: [{ from: "2027-01-05", amount: 55, currency: "USD" }] }
 */
export const rescaleCancellation = (
  cancellation: BudgetItemCancellation,
  quoted: Money,
  accepted: Money,
): BudgetItemCancellation | undefined => {
  if (quoted.currency !== accepted.currency || !(quoted.minor > 0) || !(accepted.minor >= 0)) return undefined;
  const penalties: BudgetItemCancellation["penalties"][number][] = [];
  for (const step of cancellation.penalties) {
    const amount = moneyFromDecimal(step.amount, step.currency);
    if (Result.isFailure(amount)) return undefined;
    // Integer minor units throughout, rounded once: the product of two amounts is exact while below 2^53.
    const scaled = money((amount.success.minor * accepted.minor) / quoted.minor, step.currency);
    penalties.push({ from: step.from, amount: moneyToDecimal(scaled), currency: step.currency });
  }
  return { serviceDate: cancellation.serviceDate, penalties };
};
