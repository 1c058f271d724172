import { BudgetRequoteReply } from "../budget.js";
import { get, seg } from "../internal/endpointBuilders.js";

// Ours — 'Actualizar precios'.
/** `GET api/budget/requote/{id}`: every item of the budget quoted again. */
export const budgetRequoteEndpoint = get((id: string) => `/api/budget/requote/${seg(id)}`, BudgetRequoteReply);
