import type { Budget } from "../../api/budget.js";

/** The currency a budget is quoted in when neither it nor any item says: the portal's default. */
export const BUDGET_DEFAULT_CURRENCY = "USD";

/**
 * The currency a budget's totals are written in: the one the budget names, else its first priced item's, else the
 * first currency its cancellation penalties use, else {@link BUDGET_DEFAULT_CURRENCY}.
 *
 * @example budgetCurrency({ …budget, items: [{ id: "1", product: "hotel", price: { amount: 10, currency: "EUR" } }] }) // "EUR"
 */
export const budgetCurrency = (budget: Pick<Budget, "currency" | "items">): string =>
  budget.currency ??
  budget.items?.find((item) => item.price !== undefined)?.price?.currency ??
  budget.items?.flatMap((item) => item.cancellation?.penalties ?? [])[0]?.currency ??
  BUDGET_DEFAULT_CURRENCY;
