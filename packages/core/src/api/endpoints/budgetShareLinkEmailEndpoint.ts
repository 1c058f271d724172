import { BudgetShareEmailRequest, BudgetShareLinkReply } from "../../budget/customerView/customerViewSchema.js";
import { post, seg } from "../internal/endpointBuilders.js";

// Ours — the customer's view of a budget, reached through a link the agent sends.
/** `POST api/budget/shareLink/{budgetId}/email` with `{to}`: the link goes to the customer's e-mail (outbox). */
export const budgetShareLinkEmailEndpoint = post(
  (budgetId: string) => `/api/budget/shareLink/${seg(budgetId)}/email`,
  BudgetShareEmailRequest,
  BudgetShareLinkReply,
);
