import { decodeWith } from "@travesia/core";
import { Result, Schema } from "effect";

/*
 * Reply Schemas the hooks need that core/api does not export yet. They read only the fields the hooks use and
 * ignore the rest. TO MOVE TO CORE (core/api): each has a twin planned there; when it lands, import it instead.
 */

const Product = Schema.Literals(["air", "htl", "act", "trf"]);

/** `GET /api/user`: spec 000 §1 "Products allowed per user (air, htl, act, trf) are read from the user record." */
const UserRecord = Schema.Struct({
  id: Schema.Union([Schema.Number, Schema.String]),
  firstName: Schema.optional(Schema.String),
  lastName: Schema.optional(Schema.String),
  username: Schema.optional(Schema.String),
  portalId: Schema.optional(Schema.Union([Schema.Number, Schema.String])),
  portalType: Schema.optional(Schema.String),
  products: Schema.optional(Schema.Array(Product)),
  /** The demo API answers a guest record (`guest: true`) for an anonymous visitor. */
  guest: Schema.optional(Schema.Boolean),
});
/** The record, bare or wrapped as `{ user }` (the demo login answers `{ done, user }`). */
export const HookUserReply = Schema.Union([Schema.Struct({ user: UserRecord }), UserRecord]);
const decodeUserReply = decodeWith(HookUserReply);
export const decodeHookUser = (input: unknown) =>
  Result.map(decodeUserReply(input), (reply) => ("user" in reply ? reply.user : reply));

/** `GET /api/portal/config/{id}`: feature switches (spec 000 §1, spec 001 §1) and the portal type. */
export const HookPortalConfigReply = Schema.Record(Schema.String, Schema.Unknown);
export const decodeHookPortalConfig = decodeWith(HookPortalConfigReply);

/** Any JSON reply whose body the hook does not read (login, logout, delete). */
export const decodeIgnored = (input: unknown) => decodeWith(Schema.Unknown)(input);

/** Spec 000 §3: "notification counters of type NOT, ALT, CRD with quantity or unread". */
export const HookNotificationCounter = Schema.Struct({
  type: Schema.String,
  quantity: Schema.optional(Schema.Number),
  unread: Schema.optional(Schema.Number),
});

/** Counters as `GET /api/v2/counters` nests them and the 'notifications' event carries them. */
export const HookCounters = Schema.Struct({
  bookings: Schema.optional(Schema.Number),
  alerts: Schema.optional(Schema.Number),
  budgets: Schema.optional(Schema.Number),
  messages: Schema.optional(Schema.Number),
  notifications: Schema.optional(Schema.Array(HookNotificationCounter)),
});
/** `GET /api/v2/counters` (spec 000 §7): `{ done, counters }`. */
export const decodeHookCountersReply = decodeWith(Schema.Struct({ counters: HookCounters }));
/** The 'notifications' real-time event: the counters, bare. */
export const decodeHookCounters = decodeWith(HookCounters);
/** The 'you' real-time event (spec 000 §7 "'you' (unread list)"). */
export const decodeHookYouEvent = decodeWith(Schema.Struct({ unread: Schema.Array(Schema.Unknown) }));

/** `GET /api/get-defaulter-message` (spec 002 §7): `error, messages [{message, msgLevel}]`. */
export const HookDefaulterReply = Schema.Struct({
  error: Schema.optional(Schema.Boolean),
  messages: Schema.Array(Schema.Struct({ message: Schema.String, msgLevel: Schema.String })),
});
export const decodeHookDefaulter = decodeWith(HookDefaulterReply);
