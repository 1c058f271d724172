import { BudgetFilterRequest, BudgetListReply } from "../budget.js";
import { post } from "../internal/endpointBuilders.js";

// Spec 000 §7 — budgets.
/** `POST api/budget/filter` (payload not shown; see `BudgetFilterRequest`). */
export const budgetFilterEndpoint = post(() => "/api/budget/filter", BudgetFilterRequest, BudgetListReply);
