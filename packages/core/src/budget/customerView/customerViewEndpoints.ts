import { get, post, seg } from "../../api/internal/endpointBuilders.js";
import {
  BudgetCustomerViewReply,
  BudgetShareEmailRequest,
  BudgetShareLinkReply,
  BudgetShareNoPayload,
} from "./customerViewSchema.js";

// Ours — the customer's view of a budget, reached through a link the agent sends.

/** `GET api/budget/shareLink/{budgetId}`: the budget's latest customer link (agent, own budgets). */
export const budgetShareLinkEndpoint = get(
  (budgetId: string) => `/api/budget/shareLink/${seg(budgetId)}`,
  BudgetShareLinkReply,
);

/** `POST api/budget/shareLink/{budgetId}`: a new customer link (the one before is revoked). */
export const budgetShareLinkCreateEndpoint = post(
  (budgetId: string) => `/api/budget/shareLink/${seg(budgetId)}`,
  BudgetShareNoPayload,
  BudgetShareLinkReply,
);

/** `POST api/budget/shareLink/{budgetId}/revoke`: the customer link stops answering (410). */
export const budgetShareLinkRevokeEndpoint = post(
  (budgetId: string) => `/api/budget/shareLink/${seg(budgetId)}/revoke`,
  BudgetShareNoPayload,
  BudgetShareLinkReply,
);

/** `POST api/budget/shareLink/{budgetId}/email` with `{to}`: the link goes to the customer's e-mail (outbox). */
export const budgetShareLinkEmailEndpoint = post(
  (budgetId: string) => `/api/budget/shareLink/${seg(budgetId)}/email`,
  BudgetShareEmailRequest,
  BudgetShareLinkReply,
);

/** `GET api/public/budget/{token}`: the customer's view; 400 bad token, 404 unknown, 410 expired or revoked. */
export const budgetCustomerViewEndpoint = get(
  (token: string) => `/api/public/budget/${seg(token)}`,
  BudgetCustomerViewReply,
);
