import { BudgetCustomerViewReply } from "../../budget/customerView/customerViewSchema.js";
import { get, seg } from "../internal/endpointBuilders.js";

// Ours — the customer's view of a budget, reached through a link the agent sends.
/** `GET api/public/budget/{token}`: the customer's view; 400 bad token, 404 unknown, 410 expired or revoked. */
export const budgetCustomerViewEndpoint = get(
  (token: string) => `/api/public/budget/${seg(token)}`,
  BudgetCustomerViewReply,
);
