/**
 * The header's budget counter.
 *
 * Spec 000 §4: "Floating budget counter goes up or down on add or removal events."
 */

/** An event that moves the counter. */
export type BudgetCounterEvent = "added" | "removed";

/**
 * The counter after an add or a removal; never below zero.
 *
 * @example budgetCounterAfter(3, "removed") // 2
 */
export const budgetCounterAfter = (count: number, event: BudgetCounterEvent): number =>
  Math.max(0, Math.floor(Number.isFinite(count) ? count : 0) + (event === "added" ? 1 : -1));
