import * as Schema from "effect/Schema";
import { ApiCount, ApiNumber } from "./apiPrimitives.js";

/**
 * One step of an item's cancellation penalty: from `from` (a `YYYY-MM-DD` day of the service's calendar) on,
 * cancelling the item costs `amount` in `currency` (a decimal as sent), until a later step says otherwise. Before the
 * first step cancelling is free. Issue "the whole trip's cancellation cost"; ours, the spec shows no such field.
 */
export const BudgetItemPenaltyStep = Schema.Struct({ from: Schema.String, amount: ApiNumber, currency: Schema.String });
export type BudgetItemPenaltyStep = typeof BudgetItemPenaltyStep.Type;

/**
 * What cancelling a budget item costs, day by day: the day its service starts (`YYYY-MM-DD`: a hotel's or house's
 * check-in, a package's departure) and its penalty steps. An item without one has an unknown policy, never a free one.
 */
export const BudgetItemCancellation = Schema.Struct({
  serviceDate: Schema.String,
  penalties: Schema.Array(BudgetItemPenaltyStep),
});
export type BudgetItemCancellation = typeof BudgetItemCancellation.Type;

/** The kinds of deadline a budget item can carry: the end of free cancellation, the option's expiry, the rate's validity. */
export const BUDGET_DEADLINE_KINDS = ["freeCancellation", "optionExpiry", "rateValidity"] as const;
export const BudgetDeadlineKind = Schema.Literals(BUDGET_DEADLINE_KINDS);
export type BudgetDeadlineKind = typeof BudgetDeadlineKind.Type;

/** A deadline of a budget item: its kind and the instant it passes (ISO 8601 with its offset). */
export const BudgetItemDeadline = Schema.Struct({ kind: BudgetDeadlineKind, at: Schema.String });
export type BudgetItemDeadline = typeof BudgetItemDeadline.Type;

/**
 * One product inside a budget. Spec 000 §3 lists `items` on a budget without their shape (not shown).
 * Decision: enough to list the budget's contents without another call — the product type, the rate or trip
 * product id, a title and, when known, the decimal price with its currency — plus what the add-product payload
 * carried (spec 000 §3 "parameters, occupancy, optional destinationId, optional alternativeProductIds") and when it
 * was added (ISO 8601).
 */
export const BudgetItem = Schema.Struct({
  id: Schema.String,
  product: Schema.String,
  rateId: Schema.optional(Schema.String),
  title: Schema.optional(Schema.String),
  price: Schema.optional(Schema.Struct({ amount: ApiNumber, currency: Schema.String })),
  parameters: Schema.optional(Schema.Record(Schema.String, Schema.String)),
  occupancy: Schema.optional(Schema.String),
  destinationId: Schema.optional(Schema.String),
  alternativeProductIds: Schema.optional(Schema.Array(Schema.String)),
  addedAt: Schema.optional(Schema.String),
  /** Ours: the item's cancellation penalties; absent when the supplier's policy is unknown. */
  cancellation: Schema.optional(BudgetItemCancellation),
  /** Ours: the item's deadlines (free cancellation, option, rate validity) that the supplier gave. */
  deadlines: Schema.optional(Schema.Array(BudgetItemDeadline)),
  /** Ours: when the item's price was quoted (ISO 8601): when it was added, or when a new price was accepted. */
  pricedAt: Schema.optional(Schema.String),
});
export type BudgetItem = typeof BudgetItem.Type;

/**
 * A rate between two currencies that a budget's reply names: one `from` is worth `rate` of `to`, by the source
 * `name` (the office's rate of the day, a bank's…). Ours: conversions are never guessed, only read from here.
 */
export const BudgetExchangeRate = Schema.Struct({
  from: Schema.String,
  to: Schema.String,
  rate: ApiNumber,
  name: Schema.String,
});
export type BudgetExchangeRate = typeof BudgetExchangeRate.Type;

/**
 * A budget (quotation). Spec 000 §3: "Budget (quotation): quotationId, title, firstName, lastName, comments,
 * timeFromNow, items. One budget is active, others inactive." Spec 002 §3 adds the header's `budgets_count`.
 *
 * Decisions: `quotationId` is a string (the active key is `userId-quotationId`); `timeFromNow` is the server's
 * "time since" text; which budget is active comes from the stored active id, so no flag is needed (an optional
 * `active` is read when a reply carries it). `kind` tells a budget from a trip (pricer mode, spec 000 §1), a trip
 * may carry its `isoCountryCode` (spec 000 §3 "Trip draft: id, optional isoCountryCode"), and `createdAt` /
 * `updatedAt` are ISO 8601 instants.
 */
export const Budget = Schema.Struct({
  quotationId: Schema.String,
  title: Schema.String,
  firstName: Schema.String,
  lastName: Schema.String,
  comments: Schema.optional(Schema.String),
  timeFromNow: Schema.optional(Schema.String),
  items: Schema.optional(Schema.Array(BudgetItem)),
  active: Schema.optional(Schema.Boolean),
  kind: Schema.optional(Schema.Literals(["budget", "trip"])),
  isoCountryCode: Schema.optional(Schema.String),
  createdAt: Schema.optional(Schema.String),
  updatedAt: Schema.optional(Schema.String),
  /** Ours: the currency the budget is quoted in (its items' prices' currency when absent). */
  currency: Schema.optional(Schema.String),
  /** Ours: the exchange rates the budget's totals may use. */
  exchangeRates: Schema.optional(Schema.Array(BudgetExchangeRate)),
  /** Ours: when the agent last accepted re-quoted prices (ISO 8601). */
  repricedAt: Schema.optional(Schema.String),
});
export type Budget = typeof Budget.Type;

/**
 * The new-budget form. Spec 000 §3: "Budget creation payload: title, firstName, lastName, comments"; §5: title,
 * firstName, lastName required, max 150 (validated by core/budget, not here).
 */
export const BudgetDraft = Schema.Struct({
  title: Schema.String,
  firstName: Schema.String,
  lastName: Schema.String,
  comments: Schema.optional(Schema.String),
});
export type BudgetDraft = typeof BudgetDraft.Type;

/** Payload of `POST api/budget/create`. Spec 000 §7: "with {budget}". */
export const BudgetCreateRequest = Schema.Struct({ budget: BudgetDraft });
export type BudgetCreateRequest = typeof BudgetCreateRequest.Type;

/**
 * Reply of `POST api/budget/create` (shape not shown). Decision: `{ done, budgetId, budget }`; on 409 the body
 * carries `message`, shown as a warning (spec 000 §8 "Budget create 409: Server message shown as warning").
 */
export const BudgetCreateReply = Schema.Struct({
  done: Schema.Boolean,
  budgetId: Schema.optional(Schema.String),
  budget: Schema.optional(Budget),
  message: Schema.optional(Schema.String),
});
export type BudgetCreateReply = typeof BudgetCreateReply.Type;

/**
 * Reply of `GET api/budget/list`, `POST api/budget/search` and `POST api/budget/filter` (shapes not shown).
 * Decision: `{ done, budgets, budgets_count }`, most recent first; `budgets_count` is the total (spec 002 §3
 * "count budgets_count"); `page`/`pages` when the call pages.
 */
export const BudgetListReply = Schema.Struct({
  done: Schema.Boolean,
  budgets: Schema.Array(Budget),
  budgets_count: Schema.optional(ApiCount),
  page: Schema.optional(ApiCount),
  pages: Schema.optional(ApiCount),
});
export type BudgetListReply = typeof BudgetListReply.Type;

/** Payload of `POST api/budget/search`. Spec 000 §7: "with {text, page}"; text at least 3 characters (§5). */
export const BudgetSearchRequest = Schema.Struct({ text: Schema.String, page: ApiCount });
export type BudgetSearchRequest = typeof BudgetSearchRequest.Type;

/**
 * Payload of `POST api/budget/filter` (not shown). Decision: optional text, passenger name, creation date range
 * (`YYYY-MM-DD`) and page.
 */
export const BudgetFilterRequest = Schema.Struct({
  text: Schema.optional(Schema.String),
  firstName: Schema.optional(Schema.String),
  lastName: Schema.optional(Schema.String),
  from: Schema.optional(Schema.String),
  to: Schema.optional(Schema.String),
  page: Schema.optional(ApiCount),
});
export type BudgetFilterRequest = typeof BudgetFilterRequest.Type;

/** Reply of `GET api/budget/get/{id}` (not shown). Decision: `{ done, budget }`. */
export const BudgetGetReply = Schema.Struct({ done: Schema.Boolean, budget: Schema.optional(Budget) });
export type BudgetGetReply = typeof BudgetGetReply.Type;

/** Reply of `GET api/budget/delete/{id}` (not shown). Decision: `{ done, budgetId }` (the id removed). */
export const BudgetDeleteReply = Schema.Struct({ done: Schema.Boolean, budgetId: Schema.optional(Schema.String) });
export type BudgetDeleteReply = typeof BudgetDeleteReply.Type;

/**
 * Payload of `POST api/budget/addProduct`. Spec 000 §3: "Add-product payload: product, rateId, budgetId, parameters,
 * occupancy, optional destinationId, optional alternativeProductIds."
 *
 * Decisions: `parameters` is a string map (activities send `children` as "2" or "2:5-8" and `date` as YYYYMMDD,
 * spec 000 §3); `occupancy` is core's occupancy grammar (`2-1:5,2-0`).
 */
export const BudgetAddProductRequest = Schema.Struct({
  product: Schema.String,
  rateId: Schema.String,
  budgetId: Schema.String,
  parameters: Schema.Record(Schema.String, Schema.String),
  occupancy: Schema.String,
  destinationId: Schema.optional(Schema.String),
  alternativeProductIds: Schema.optional(Schema.Array(Schema.String)),
});
export type BudgetAddProductRequest = typeof BudgetAddProductRequest.Type;

/** Notification flags of an add reply. Spec 000 §7: "notifications (deadlineReached, outOfLimit)". */
export const BudgetAddNotifications = Schema.Struct({
  deadlineReached: Schema.optional(Schema.Boolean),
  outOfLimit: Schema.optional(Schema.Boolean),
});
export type BudgetAddNotifications = typeof BudgetAddNotifications.Type;

/**
 * Reply of `POST api/budget/addProduct`. Spec 000 §7: "Adding a hotel to a new budget: reply carries budgetId and
 * notifications (deadlineReached, outOfLimit)"; spec 000 §4 "When an alternative rate is returned, a disclaimer is
 * shown". Decision: `alternativeRate` flags that case; `budgetId` is absent only on failures; `added` says whether the
 * product was recorded (false after a notification reply), `alreadyThere` that it was in the budget already, `itemId`
 * names the budget line.
 */
export const BudgetAddProductReply = Schema.Struct({
  done: Schema.optional(Schema.Boolean),
  added: Schema.optional(Schema.Boolean),
  alreadyThere: Schema.optional(Schema.Boolean),
  itemId: Schema.optional(Schema.String),
  budgetId: Schema.optional(Schema.String),
  notifications: Schema.optional(Schema.NullOr(BudgetAddNotifications)),
  alternativeRate: Schema.optional(Schema.Boolean),
});
export type BudgetAddProductReply = typeof BudgetAddProductReply.Type;

/** A draft trip. Spec 000 §3: "Trip draft: id, optional isoCountryCode." */
export const TripDraft = Schema.Struct({ id: Schema.String, isoCountryCode: Schema.optional(Schema.String) });
export type TripDraft = typeof TripDraft.Type;

/** Payload of `POST /v3/api/create/draft`. Spec 000 §7: "with optional isoCountryCode". */
export const TripDraftRequest = Schema.Struct({ isoCountryCode: Schema.optional(Schema.String) });
export type TripDraftRequest = typeof TripDraftRequest.Type;

/** Reply of `POST /v3/api/create/draft`. Spec 000 §7: "reply id" (plus the usual `done`). */
export const TripDraftReply = Schema.Struct({ done: Schema.optional(Schema.Boolean), id: Schema.String });
export type TripDraftReply = typeof TripDraftReply.Type;

/**
 * Reply of `GET /v3/api/trip/{id}` (not shown: the data behind `/v3/trip/edit/{budgetId}`, spec 000 §2). Decision:
 * `{ done, trip }`, the trip in the budget's shape.
 */
export const TripGetReply = Schema.Struct({ done: Schema.Boolean, trip: Schema.optional(Budget) });
export type TripGetReply = typeof TripGetReply.Type;

/**
 * Payload of `POST api/budget/deadlineDigest` (ours): the hour of the agent's day (0–23) the daily digest of deadlines
 * goes to their e-mail, `null` for none, and their IANA time zone.
 */
export const DeadlineDigestRequest = Schema.Struct({ hour: Schema.NullOr(ApiCount), timeZone: Schema.String });
export type DeadlineDigestRequest = typeof DeadlineDigestRequest.Type;

/**
 * Reply of `GET` and `POST api/budget/deadlineDigest` (ours): the schedule kept (`hour` null: no digest) and the
 * agent's day (`YYYY-MM-DD`) the last digest went, if one did.
 */
export const DeadlineDigestReply = Schema.Struct({
  done: Schema.Boolean,
  hour: Schema.NullOr(ApiCount),
  timeZone: Schema.String,
  lastSentDate: Schema.optional(Schema.NullOr(Schema.String)),
});
export type DeadlineDigestReply = typeof DeadlineDigestReply.Type;

/** A decimal price as replies carry it. */
const ApiPrice = Schema.Struct({ amount: ApiNumber, currency: Schema.String });

/**
 * What re-quoting one budget item said (ours): `available` with today's `price`, or gone, with the related rates
 * offered instead (`alternatives`, spec 001 §4 "related rates").
 */
export const BudgetItemQuote = Schema.Struct({
  itemId: Schema.String,
  available: Schema.Boolean,
  price: Schema.optional(ApiPrice),
  alternatives: Schema.optional(
    Schema.Array(Schema.Struct({ rateId: Schema.String, title: Schema.optional(Schema.String), price: ApiPrice })),
  ),
});
export type BudgetItemQuote = typeof BudgetItemQuote.Type;

/**
 * Reply of `GET api/budget/requote/{id}` (ours, 'Actualizar precios'): every re-quotable item quoted again against
 * current availability, and when (`quotedAt`, ISO 8601). Items the supplier cannot re-quote are left out.
 */
export const BudgetRequoteReply = Schema.Struct({
  done: Schema.Boolean,
  quotedAt: Schema.String,
  quotes: Schema.Array(BudgetItemQuote),
});
export type BudgetRequoteReply = typeof BudgetRequoteReply.Type;

/** Payload of `POST api/budget/acceptPrices/{id}` (ours): the items whose re-quoted price the agent accepts. */
export const BudgetAcceptPricesRequest = Schema.Struct({ itemIds: Schema.Array(Schema.String) });
export type BudgetAcceptPricesRequest = typeof BudgetAcceptPricesRequest.Type;
