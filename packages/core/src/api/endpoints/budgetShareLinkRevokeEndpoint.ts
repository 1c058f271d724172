import { BudgetShareLinkReply, BudgetShareNoPayload } from "../../budget/customerView/customerViewSchema.js";
import { post, seg } from "../internal/endpointBuilders.js";

// Ours — the customer's view of a budget, reached through a link the agent sends.
/** `POST api/budget/shareLink/{budgetId}/revoke`: the customer link stops answering (410). */
export const budgetShareLinkRevokeEndpoint = post(
  (budgetId: string) => `/api/budget/shareLink/${seg(budgetId)}/revoke`,
  BudgetShareNoPayload,
  BudgetShareLinkReply,
);
