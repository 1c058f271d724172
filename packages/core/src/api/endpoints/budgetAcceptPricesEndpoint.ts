import { BudgetAcceptPricesRequest, BudgetGetReply } from "../budget.js";
import { post, seg } from "../internal/endpointBuilders.js";

// Ours — 'Actualizar precios'.
/** `POST api/budget/acceptPrices/{id}` with `{itemIds}`: keeps today's prices of those items; replies the budget. */
export const budgetAcceptPricesEndpoint = post(
  (id: string) => `/api/budget/acceptPrices/${seg(id)}`,
  BudgetAcceptPricesRequest,
  BudgetGetReply,
);
