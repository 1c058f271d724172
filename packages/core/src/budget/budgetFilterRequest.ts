import type { BudgetFilterRequest } from "../api/budget.js";

/** The fields of the budget list's filter form (`POST api/budget/filter`), in the form's order. */
export const BUDGET_FILTER_FIELDS = ["firstName", "lastName", "from", "to"] as const;

/** One field of the budget filter form. */
export type BudgetFilterField = (typeof BUDGET_FILTER_FIELDS)[number];

/**
 * The filter request a submitted filter form sends: each field trimmed, an empty field left out (no filter on it),
 * and the first page of the filtered list.
 *
 * @example budgetFilterRequest({ firstName: " Ana ", lastName: "", from: "2026-01-01" })
 * // { page: 1, firstName: "Ana", from: "2026-01-01" }
 */
export const budgetFilterRequest = (
  fields: Readonly<Partial<Record<BudgetFilterField, string>>>,
): BudgetFilterRequest => {
  const request: { -readonly [K in keyof BudgetFilterRequest]: BudgetFilterRequest[K] } = { page: 1 };
  for (const name of BUDGET_FILTER_FIELDS) {
    const value = (fields[name] ?? "").trim();
    if (value !== "") request[name] = value;
  }
  return request;
};
