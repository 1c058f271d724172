import { BudgetShareLinkReply } from "../../budget/customerView/customerViewSchema.js";
import { get, seg } from "../internal/endpointBuilders.js";

// Ours — the customer's view of a budget, reached through a link the agent sends.
/** `GET api/budget/shareLink/{budgetId}`: the budget's latest customer link (agent, own budgets). */
export const budgetShareLinkEndpoint = get(
  (budgetId: string) => `/api/budget/shareLink/${seg(budgetId)}`,
  BudgetShareLinkReply,
);
