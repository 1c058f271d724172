import { BudgetGetReply } from "../budget.js";
import { get, seg } from "../internal/endpointBuilders.js";

// Spec 000 §7 — budgets.
/** `GET api/budget/get/{id}`. */
export const budgetGetEndpoint = get((id: string) => `/api/budget/get/${seg(id)}`, BudgetGetReply);
