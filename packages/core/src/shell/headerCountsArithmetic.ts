// The counters' plain arithmetic, in a module without Schemas (headerCounts.ts decodes the real-time events), so a
// consumer bundling only these functions does not keep effect's Schema runtime.
import type {
  HeaderCountersReply,
  NotificationCounter,
  RealtimeNotificationsEvent,
  RealtimeYouEvent,
  TodayBookingCountReply,
} from "../api/counters.js";
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
 * Decision: the record's `bookings` counts all the user's bookings, while the header's counter is 'Reservas de hoy';
 * today's count is `GET /mybookings/getTodayBookingCount`'s (spec 000 §7), set by
 * {@link headerCountsWithTodayBookings}, so a record leaves the bookings count as it was.
 *
 * @example headerCountsFromReply(HEADER_COUNTS_EMPTY, { bookings: 2, alerts: 0, budgets: 1, messages: 3 }).budgets // 1
 */
export const headerCountsFromReply = (counts: HeaderCounts, reply: HeaderCountersReply): HeaderCounts => {
  const base: HeaderCounts = {
    bookings: counts.bookings,
    alerts: reply.alerts,
    budgets: reply.budgets,
    messages: reply.messages,
    notifications: reply.notifications === undefined ? counts.notifications : HEADER_COUNTS_EMPTY.notifications,
  };
  return (reply.notifications ?? []).reduce(withCounter, base);
};

/**
 * The counts with today's bookings ('Reservas de hoy'): `count.totalItems` of `GET /mybookings/getTodayBookingCount`
 * (spec 000 §7); the other counts stay.
 *
 * @example headerCountsWithTodayBookings(HEADER_COUNTS_EMPTY, { count: { totalItems: 2 } }).bookings // 2
 */
export const headerCountsWithTodayBookings = (counts: HeaderCounts, reply: TodayBookingCountReply): HeaderCounts => ({
  ...counts,
  bookings: reply.count.totalItems,
});

/** A real-time event that moves the counters, decoded (spec 000 §7 "'you' (unread list) and 'notifications'"). */
export type HeaderCountsEvent =
  | { readonly _tag: "you"; readonly event: RealtimeYouEvent }
  | { readonly _tag: "notifications"; readonly counter: RealtimeNotificationsEvent };

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
