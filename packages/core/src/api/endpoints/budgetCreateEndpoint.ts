import { BudgetCreateReply, BudgetCreateRequest } from "../budget.js";
import { post } from "../internal/endpointBuilders.js";

// Spec 000 §7 — budgets.
/** `POST api/budget/create` with `{budget}`. */
export const budgetCreateEndpoint = post(() => "/api/budget/create", BudgetCreateRequest, BudgetCreateReply);
