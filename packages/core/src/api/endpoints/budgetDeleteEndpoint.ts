import { BudgetDeleteReply } from "../budget.js";
import { get, seg } from "../internal/endpointBuilders.js";

// Spec 000 §7 — budgets.
/** `GET api/budget/delete/{id}`. */
export const budgetDeleteEndpoint = get((id: string) => `/api/budget/delete/${seg(id)}`, BudgetDeleteReply);
