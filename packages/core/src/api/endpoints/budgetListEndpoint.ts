import { BudgetListReply } from "../budget.js";
import { get } from "../internal/endpointBuilders.js";

// Spec 000 §7 — budgets.
/** `GET api/budget/list`. */
export const budgetListEndpoint = get(() => "/api/budget/list", BudgetListReply);
