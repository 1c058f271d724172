import { BudgetListReply, BudgetSearchRequest } from "../budget.js";
import { post } from "../internal/endpointBuilders.js";

// Spec 000 §7 — budgets.
/** `POST api/budget/search` with `{text, page}`. */
export const budgetSearchEndpoint = post(() => "/api/budget/search", BudgetSearchRequest, BudgetListReply);
