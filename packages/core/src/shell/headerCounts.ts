import * as Result from "effect/Result";
import {
  type HeaderCountersReply,
  type NotificationCounter,
  RealtimeNotificationsEvent,
  RealtimeYouEvent,
} from "../api/counters.js";
import { decodeWith } from "../api/decode.js";
import { HEADER_COUNTS_EMPTY, type HeaderCounts } from "./headerCountsEmpty.js";
import { notificationCount } from "./notificationCount.js";

const withCounter = (counts: HeaderCounts, counter: NotificationCounter): HeaderCounts => ({
  ...counts,
  notifications: { ...counts.notifications, [counter.type]: notificationCount(counter) },
});

/**
 * The counts after a counters record (`GET /api/v2/counters`, or the one a 'you' event carries). A record without
 * notification counters leaves the last ones; a type the record does not list drops to 0.
 *
 * @example headerCountsFromReply(HEADER_COUNTS_EMPTY, { bookings: 2, alerts: 0, budgets: 1, messages: 3 }).budgets // 1
 */
export const headerCountsFromReply = (counts: HeaderCounts, reply: HeaderCountersReply): HeaderCounts => {
  const base: HeaderCounts = {
    bookings: reply.bookings,
    alerts: reply.alerts,
    budgets: reply.budgets,
    messages: reply.messages,
    notifications: reply.notifications === undefined ? counts.notifications : HEADER_COUNTS_EMPTY.notifications,
  };
  return (reply.notifications ?? []).reduce(withCounter, base);
};

/** A real-time event that moves the counters, decoded (spec 000 §7 "'you' (unread list) and 'notifications'"). */
export type HeaderCountsEvent =
  | { readonly _tag: "you"; readonly event: RealtimeYouEvent }
  | { readonly _tag: "notifications"; readonly counter: RealtimeNotificationsEvent };

const decodeYou = decodeWith(RealtimeYouEvent);
const decodeNotifications = decodeWith(RealtimeNotificationsEvent);

/**
 * Reads a real-time event by its name and JSON payload; `undefined` for another name or a payload that does not
 * decode (a broken event changes nothing). Never throws.
 *
 * @example headerCountsEvent("notifications", { type: "NOT", unread: 2 }) // { _tag: "notifications", counter: { type: "NOT", unread: 2 } }
 */
export const headerCountsEvent = (name: string, payload: unknown): HeaderCountsEvent | undefined => {
  if (name === "you") {
    const decoded = decodeYou(payload);
    return Result.isSuccess(decoded) ? { _tag: "you", event: decoded.success } : undefined;
  }
  if (name === "notifications") {
    const decoded = decodeNotifications(payload);
    return Result.isSuccess(decoded) ? { _tag: "notifications", counter: decoded.success } : undefined;
  }
  return undefined;
};

/**
 * The counts after a real-time event. 'notifications' sets its counter's number; 'you' applies its counters record
 * when it carries one, and its unread list's length is the messages counter.
 *
 * @example headerCountsAfterEvent(HEADER_COUNTS_EMPTY, { _tag: "you", event: { unread: [m1, m2] } }).messages // 2
 */
export const headerCountsAfterEvent = (counts: HeaderCounts, event: HeaderCountsEvent): HeaderCounts => {
  if (event._tag === "notifications") return withCounter(counts, event.counter);
  const base = event.event.counters === undefined ? counts : headerCountsFromReply(counts, event.event.counters);
  return { ...base, messages: event.event.unread.length };
};
