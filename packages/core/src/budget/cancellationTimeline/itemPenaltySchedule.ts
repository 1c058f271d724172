import * as Result from "effect/Result";
import type { BudgetItem } from "../../api/budget.js";
import { type CalendarDate, parseCalendarDate } from "../../dates/calendarDate.js";
import type { Money } from "../../money/money.js";
import { moneyFromDecimal } from "../../money/moneyFromDecimal.js";

/** A penalty step read: from `from` on, cancelling costs `amount` (in the supplier's currency). */
export interface PenaltyStep {
  readonly from: CalendarDate;
  readonly amount: Money;
}

/**
 * An item's cancellation penalties, day by day, or why they are unknown: `noPolicy` when the reply gave none,
 * `badPolicy` when a date or an amount of it cannot be read (a negative penalty included). Unknown is never free.
 */
export type ItemPenaltySchedule =
  | { readonly _tag: "Known"; readonly serviceDate: CalendarDate; readonly steps: readonly PenaltyStep[] }
  | { readonly _tag: "Unknown"; readonly reason: "noPolicy" | "badPolicy" };

/**
 * Reads a budget item's `cancellation` into steps sorted by day (a later step of the same day replaces an earlier
 * one, as the supplier listed them).
 *
 * @example itemPenaltySchedule({ id: "1", product: "hotel", cancellation: { serviceDate: "2027-01-10",
 *   penalties: [{ from: "2027-01-05", amount: 80, currency: "USD" }] } })
 * // { _tag: "Known", serviceDate: "2027-01-10", steps: [{ from: "2027-01-05", amount: money(8000, "USD") }] }
 */
export const itemPenaltySchedule = (item: BudgetItem): ItemPenaltySchedule => {
  const policy = item.cancellation;
  if (policy === undefined) return { _tag: "Unknown", reason: "noPolicy" };
  const serviceDate = parseCalendarDate(policy.serviceDate);
  if (Result.isFailure(serviceDate)) return { _tag: "Unknown", reason: "badPolicy" };
  const steps: PenaltyStep[] = [];
  for (const step of policy.penalties) {
    const from = parseCalendarDate(step.from);
    const amount = moneyFromDecimal(step.amount, step.currency);
    if (Result.isFailure(from) || Result.isFailure(amount) || amount.success.minor < 0)
      return { _tag: "Unknown", reason: "badPolicy" };
    steps.push({ from: from.success, amount: amount.success });
  }
  // A stable sort keeps the supplier's order within a day, so the last step listed for a day is the one that holds.
  steps.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  return { _tag: "Known", serviceDate: serviceDate.success, steps };
};

/**
 * The penalty of a known schedule on `day`, in the supplier's currency: the last step begun by then, or nothing
 * (free) before the first step. `undefined` means free: the caller knows the currency to write a zero in.
 */
export const penaltyStepOn = (steps: readonly PenaltyStep[], day: CalendarDate): PenaltyStep | undefined => {
  let found: PenaltyStep | undefined;
  for (const step of steps) {
    if (step.from > day) break;
    found = step;
  }
  return found;
};
