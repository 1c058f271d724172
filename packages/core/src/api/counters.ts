import * as Schema from "effect/Schema";
import { ApiCount } from "./apiPrimitives.js";

/** Notification counter types. Spec 000 §3: "notification counters of type NOT, ALT, CRD with quantity or unread". */
export const NOTIFICATION_COUNTER_TYPES = ["NOT", "ALT", "CRD"] as const;

/** A notification counter. Spec 002 §3: "type (NOT, ALT, CRD), quantity/unread" (either count may be sent). */
export const NotificationCounter = Schema.Struct({
  type: Schema.Literals(NOTIFICATION_COUNTER_TYPES),
  quantity: Schema.optional(ApiCount),
  unread: Schema.optional(ApiCount),
});
export type NotificationCounter = typeof NotificationCounter.Type;

/**
 * Header counters, reply of `GET /api/v2/counters`. Spec 000 §3: "Counters: bookings, alerts, budgets, messages;
 * notification counters of type NOT, ALT, CRD with quantity or unread". Decision: the notification counters come in
 * the same reply, as `notifications` (absent when the server sends none).
 */
export const HeaderCountersReply = Schema.Struct({
  bookings: ApiCount,
  alerts: ApiCount,
  budgets: ApiCount,
  messages: ApiCount,
  notifications: Schema.optional(Schema.Array(NotificationCounter)),
});
export type HeaderCountersReply = typeof HeaderCountersReply.Type;

/** Reply of `GET /mybookings/getTodayBookingCount`. Spec 000 §7: "count.totalItems" (plus the usual `done`). */
export const TodayBookingCountReply = Schema.Struct({
  done: Schema.optional(Schema.Boolean),
  count: Schema.Struct({ totalItems: ApiCount }),
});
export type TodayBookingCountReply = typeof TodayBookingCountReply.Type;

/** An alert of the alerts summary (shape not shown). Decision: id, text, optional type, date and level. */
export const PortalAlert = Schema.Struct({
  id: Schema.String,
  message: Schema.String,
  type: Schema.optional(Schema.Literals(NOTIFICATION_COUNTER_TYPES)),
  date: Schema.optional(Schema.String),
  /** How the alert is shown: `info` or `warning` (other levels are read as text). */
  level: Schema.optional(Schema.String),
});
export type PortalAlert = typeof PortalAlert.Type;

/**
 * Reply of `GET /alerts/summary`. Spec 000 §7: "counts, alerts". Decision: `counts` are notification counters,
 * `alerts` the latest alerts.
 */
export const AlertsSummaryReply = Schema.Struct({
  done: Schema.optional(Schema.Boolean),
  counts: Schema.Array(NotificationCounter),
  alerts: Schema.Array(PortalAlert),
});
export type AlertsSummaryReply = typeof AlertsSummaryReply.Type;

/** Reply of `GET /inbox/msgCount/{date}/false`. Spec 000 §7: "msgCount.totalItems" (plus the usual `done`). */
export const MessageCountReply = Schema.Struct({
  done: Schema.optional(Schema.Boolean),
  msgCount: Schema.Struct({ totalItems: ApiCount }),
});
export type MessageCountReply = typeof MessageCountReply.Type;

/** An unread inbox message of the 'you' event: id, subject and the day it arrived (`YYYY-MM-DD`). */
export const RealtimeUnreadMessage = Schema.Struct({ id: Schema.String, subject: Schema.String, date: Schema.String });
export type RealtimeUnreadMessage = typeof RealtimeUnreadMessage.Type;

/**
 * Payload of the real-time 'you' event. Spec 000 §7: "Real-time events 'you' (unread list) and 'notifications'
 * drive counters." Decisions: 'you' is addressed to the user; its unread list is the user's unread inbox messages
 * (what `GET /inbox/msgCount/{date}/false` counts), so its length is the header's `messages` counter; it may also
 * carry the whole header counters record (`GET /api/v2/counters`'s reply), which then drives bookings, alerts and
 * budgets, so a change made in another tab shows without another call.
 */
export const RealtimeYouEvent = Schema.Struct({
  unread: Schema.Array(RealtimeUnreadMessage),
  counters: Schema.optional(HeaderCountersReply),
});
export type RealtimeYouEvent = typeof RealtimeYouEvent.Type;

/**
 * Payload of the real-time 'notifications' event. Decision: one notification counter (NOT, ALT or CRD, spec 000 §3)
 * with its new quantity or unread count; a change of several counters is several events.
 *
 * @alias the event's name for {@link NotificationCounter}
 */
export const RealtimeNotificationsEvent = NotificationCounter;
export type RealtimeNotificationsEvent = NotificationCounter;

/** The real-time event names (spec 000 §7). */
export const REALTIME_EVENT_NAMES = ["you", "notifications"] as const;
export type RealtimeEventName = (typeof REALTIME_EVENT_NAMES)[number];

/** Where the real-time events are read: Server-Sent Events (decision; the spec names only the events). */
export const REALTIME_EVENTS_PATH = "/api/events";
