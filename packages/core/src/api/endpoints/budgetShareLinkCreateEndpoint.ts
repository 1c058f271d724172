import { BudgetShareLinkReply, BudgetShareNoPayload } from "../../budget/customerView/customerViewSchema.js";
import { post, seg } from "../internal/endpointBuilders.js";

// Ours — the customer's view of a budget, reached through a link the agent sends.
/** `POST api/budget/shareLink/{budgetId}`: a new customer link (the one before is revoked). */
export const budgetShareLinkCreateEndpoint = post(
  (budgetId: string) => `/api/budget/shareLink/${seg(budgetId)}`,
  BudgetShareNoPayload,
  BudgetShareLinkReply,
);
