import { Schema } from "effect";
import { ApiCount } from "./apiPrimitives.js";

/** Notification counter types. Spec 000 §3: "notification counters of type NOT, ALT, CRD with quantity or unread". */
export const NOTIFICATION_COUNTER_TYPES = ["NOT", "ALT", "CRD"] as const;

/** Header counters, reply of `GET /api/v2/counters`. Spec 000 §3: "Counters: bookings, alerts, budgets, messages". */
export const HeaderCountersReply = Schema.Struct({
  bookings: ApiCount,
  alerts: ApiCount,
  budgets: ApiCount,
  messages: ApiCount,
});
export type HeaderCountersReply = typeof HeaderCountersReply.Type;

/** A notification counter. Spec 002 §3: "type (NOT, ALT, CRD), quantity/unread" (either count may be sent). */
export const NotificationCounter = Schema.Struct({
  type: Schema.Literals(NOTIFICATION_COUNTER_TYPES),
  quantity: Schema.optional(ApiCount),
  unread: Schema.optional(ApiCount),
});
export type NotificationCounter = typeof NotificationCounter.Type;

/** Reply of `GET /mybookings/getTodayBookingCount`. Spec 000 §7: "count.totalItems". */
export const TodayBookingCountReply = Schema.Struct({ count: Schema.Struct({ totalItems: ApiCount }) });
export type TodayBookingCountReply = typeof TodayBookingCountReply.Type;

/** An alert of the alerts summary (shape not shown). Decision: id, text, optional type and date. */
export const PortalAlert = Schema.Struct({
  id: Schema.String,
  message: Schema.String,
  type: Schema.optional(Schema.Literals(NOTIFICATION_COUNTER_TYPES)),
  date: Schema.optional(Schema.String),
});
export type PortalAlert = typeof PortalAlert.Type;

/**
 * Reply of `GET /alerts/summary`. Spec 000 §7: "counts, alerts". Decision: `counts` are notification counters,
 * `alerts` the latest alerts.
 */
export const AlertsSummaryReply = Schema.Struct({
  counts: Schema.Array(NotificationCounter),
  alerts: Schema.Array(PortalAlert),
});
export type AlertsSummaryReply = typeof AlertsSummaryReply.Type;

/** Reply of `GET /inbox/msgCount/{date}/false`. Spec 000 §7: "msgCount.totalItems". */
export const MessageCountReply = Schema.Struct({ msgCount: Schema.Struct({ totalItems: ApiCount }) });
export type MessageCountReply = typeof MessageCountReply.Type;

/**
 * Payload of the real-time 'you' event. Spec 000 §7: "Real-time events 'you' (unread list) and 'notifications'
 * drive counters." Decision: the unread list is a list of counters.
 */
export const RealtimeYouEvent = Schema.Struct({ unread: Schema.Array(NotificationCounter) });
export type RealtimeYouEvent = typeof RealtimeYouEvent.Type;

/** Payload of the real-time 'notifications' event. Decision: one counter update. */
export const RealtimeNotificationsEvent = NotificationCounter;
export type RealtimeNotificationsEvent = NotificationCounter;
