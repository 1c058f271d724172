import {
  Budget,
  decodeWith,
  HeaderCountersReply,
  NotificationCounter,
  PortalUser,
  RealtimeYouEvent,
} from "@travesia/core";
import { Schema } from "effect";

/*
 * Where the demo API sends more than core's reply Schemas read, these extend core's Schemas with exactly the extra
 * fields the hooks need. Each is a candidate TO MOVE TO CORE (core/api).
 */

/**
 * `GET /api/user`: core's `PortalUser` plus the portal the visitor sees (`portalId`, for `GET /api/portal/config/{id}`)
 * and the demo's `guest` flag (an anonymous visitor gets a guest record, not a 401).
 */
export const HookUserReply = Schema.Struct({
  ...PortalUser.fields,
  portalId: Schema.optional(Schema.Union([Schema.String, Schema.Number])),
  guest: Schema.optional(Schema.Boolean),
});
export const decodeHookUser = decodeWith(HookUserReply);

/**
 * `GET /api/v2/counters`: core's `HeaderCountersReply` plus the NOT/ALT/CRD notification counters (spec 000 §3:
 * "notification counters of type NOT, ALT, CRD with quantity or unread"), which core reads only from
 * `/alerts/summary`. The demo's 'notifications' real-time event carries this same record.
 */
export const HookCounters = Schema.Struct({
  ...HeaderCountersReply.fields,
  notifications: Schema.optional(Schema.Array(NotificationCounter)),
});
export const decodeHookCounters = decodeWith(HookCounters);

/** The 'notifications' event as core describes it: one notification counter. */
export const decodeNotificationCounter = decodeWith(NotificationCounter);

/**
 * The 'you' event (spec 000 §7 "'you' (unread list)"): core reads the list as notification counters, the demo sends
 * unread messages. Either way the list's length is the unread-messages count.
 */
export const decodeYouEvent = decodeWith(
  Schema.Union([RealtimeYouEvent, Schema.Struct({ unread: Schema.Array(Schema.Unknown) })]),
);

/** `GET /v3/api/trip/{id}` (not in core's endpoints: the data behind `/v3/trip/edit/{id}`): `{ done, trip }`. */
export const decodeTripReply = decodeWith(Schema.Struct({ trip: Budget }));

/** Any JSON reply whose body the hook does not read (login, logout). */
export const decodeIgnored = decodeWith(Schema.Unknown);
