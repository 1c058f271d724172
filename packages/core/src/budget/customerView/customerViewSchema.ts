import * as Schema from "effect/Schema";
import { ApiCount, ApiNumber } from "../../api/apiPrimitives.js";

/** A price as the customer reads it: a decimal amount and its currency. */
export const CustomerViewPrice = Schema.Struct({ amount: ApiNumber, currency: Schema.String });
export type CustomerViewPrice = typeof CustomerViewPrice.Type;

/**
 * One stretch of an item's cancellation terms: cancelling costs `price` from `from` (`null`: from now) up to and
 * including `until` (both `YYYY-MM-DD`); a zero price is a free cancellation.
 */
export const CustomerViewCancellationPeriod = Schema.Struct({
  from: Schema.NullOr(Schema.String),
  until: Schema.String,
  price: CustomerViewPrice,
});
export type CustomerViewCancellationPeriod = typeof CustomerViewCancellationPeriod.Type;

/** One product as the customer sees it; `cancellation` is `null` when its terms are unknown (never shown as free). */
export const CustomerViewItem = Schema.Struct({
  id: Schema.String,
  product: Schema.String,
  title: Schema.String,
  startDate: Schema.NullOr(Schema.String),
  endDate: Schema.NullOr(Schema.String),
  /** Ours: the start time (`HH:mm`) of a product booked at an hour (an activity's slot); absent otherwise. */
  startTime: Schema.optional(Schema.String),
  price: Schema.NullOr(CustomerViewPrice),
  cancellation: Schema.NullOr(Schema.Array(CustomerViewCancellationPeriod)),
});
export type CustomerViewItem = typeof CustomerViewItem.Type;

/**
 * The customer's read-only view of a budget (ours): its title, the customer's name, the products with their dates,
 * prices and cancellation terms, the total when every price is known in one currency, and until when it is valid
 * (an ISO 8601 instant). It holds nothing else: no commission, net price, office data or agent's note.
 */
export const BudgetCustomerView = Schema.Struct({
  title: Schema.String,
  customerName: Schema.String,
  validUntil: Schema.String,
  total: Schema.NullOr(CustomerViewPrice),
  items: Schema.Array(CustomerViewItem),
});
export type BudgetCustomerView = typeof BudgetCustomerView.Type;

/** Whether a customer link answers (see `shareLinkState`). */
export const ShareLinkStateSchema = Schema.Literals(["active", "expired", "revoked"]);

/** A customer link as the agent sees it (instants in ISO 8601; `null`: not yet). */
export const BudgetShareLink = Schema.Struct({
  token: Schema.String,
  state: ShareLinkStateSchema,
  createdAt: Schema.String,
  expiresAt: Schema.String,
  revokedAt: Schema.NullOr(Schema.String),
  openedAt: Schema.NullOr(Schema.String),
  lastOpenedAt: Schema.NullOr(Schema.String),
  openCount: ApiCount,
});
export type BudgetShareLink = typeof BudgetShareLink.Type;

/** Reply of the agent's customer-link calls (ours): the budget's latest link, `null` before the first. */
export const BudgetShareLinkReply = Schema.Struct({ done: Schema.Boolean, link: Schema.NullOr(BudgetShareLink) });
export type BudgetShareLinkReply = typeof BudgetShareLinkReply.Type;

/** Payload of `POST api/budget/shareLink/{id}/email` (ours): the customer's address and the mail's language. */
export const BudgetShareEmailRequest = Schema.Struct({ to: Schema.String, language: Schema.optional(Schema.String) });
export type BudgetShareEmailRequest = typeof BudgetShareEmailRequest.Type;

/** An empty payload (the call's path says everything). */
export const BudgetShareNoPayload = Schema.Struct({});

/** Reply of `GET api/public/budget/{token}` (ours): the view while the link is active. */
export const BudgetCustomerViewReply = Schema.Struct({ done: Schema.Boolean, view: BudgetCustomerView });
export type BudgetCustomerViewReply = typeof BudgetCustomerViewReply.Type;
