// The counters' plain arithmetic, in a module without Schemas (headerCounts.ts decodes the real-time events), so a
// consumer bundling only these functions does not keep effect's Schema runtime.
import type {
  HeaderCountersReply,
  NotificationCounter,
  RealtimeNotificationsEvent,
  RealtimeYouEvent,
  TodayBookingCountReply,
} from "../api/counters.js";
import { isRecord } from "../internal/outsideInput.js";
import { HEADER_COUNTS_EMPTY, type HeaderCounts } from "./headerCountsEmpty.js";
import { notificationCount } from "./notificationCount.js";

const withCounter = (counts: HeaderCounts, counter: NotificationCounter): HeaderCounts => ({
  ...counts,
  notifications: { ...counts.notifications, [counter.type]: notificationCount(counter) },
});

/** An integer count as sent, else `undefined` (what `ApiCount` decodes). */
const countOf = (value: unknown): number | undefined => (Number.isSafeInteger(value) ? (value as number) : undefined);

// The types from the empty counts rather than the Schema module's list, so this module stays free of Schemas.
const isCounterType = (value: unknown): value is NotificationCounter["type"] =>
  typeof value === "string" && Object.hasOwn(HEADER_COUNTS_EMPTY.notifications, value);

/** Counts a plain JavaScript caller handed over, read field by field: a field that is not a count reads as 0. */
const readCounts = (value: unknown): HeaderCounts => {
  if (!isRecord(value)) return HEADER_COUNTS_EMPTY;
  const notifications = isRecord(value.notifications) ? value.notifications : {};
  return {
    bookings: countOf(value.bookings) ?? 0,
    alerts: countOf(value.alerts) ?? 0,
    budgets: countOf(value.budgets) ?? 0,
    messages: countOf(value.messages) ?? 0,
    notifications: {
      NOT: countOf(notifications.NOT) ?? 0,
      ALT: countOf(notifications.ALT) ?? 0,
      CRD: countOf(notifications.CRD) ?? 0,
    },
  };
};

/** The notification counters of a record, keeping only entries with a known type; `undefined` when none are sent. */
const countersOf = (value: unknown): readonly NotificationCounter[] | undefined => {
  if (!Array.isArray(value)) return undefined;
  const counters: NotificationCounter[] = [];
  for (const entry of value as readonly unknown[]) {
    if (!isRecord(entry) || !isCounterType(entry.type)) continue;
    const quantity = countOf(entry.quantity);
    const unread = countOf(entry.unread);
    counters.push({
      type: entry.type,
      ...(quantity === undefined ? {} : { quantity }),
      ...(unread === undefined ? {} : { unread }),
    });
  }
  return counters;
};

/**
 * The counts after a counters record (`GET /api/v2/counters`, or the one a 'you' event carries). A record without
 * notification counters leaves the last ones; a type the record does not list drops to 0.
 *
 * Decision: the record's `bookings` counts all the user's bookings, while the header's counter is 'Reservas de hoy';
 * today's count is `GET /mybookings/getTodayBookingCount`'s (spec 000 §7), set by
 * {@link headerCountsWithTodayBookings}, so a record leaves the bookings count as it was.
 *
 * Never throws, whatever a plain JavaScript caller hands over: counts that are not counts read as
 * `HEADER_COUNTS_EMPTY` (a field that is not an integer as 0); a record that is not an object changes nothing, a
 * count it sends that is not an integer leaves the last one, a `notifications` that is not a list is as if absent,
 * and a counter that is not an object of a known type is skipped.
 *
 * @example headerCountsFromReply(HEADER_COUNTS_EMPTY, { bookings: 2, alerts: 0, budgets: 1, messages: 3 }).budgets // 1
 * @example headerCountsFromReply(undefined, null) // HEADER_COUNTS_EMPTY's numbers
 */
export const headerCountsFromReply = (counts: HeaderCounts, reply: HeaderCountersReply): HeaderCounts => {
  const last = readCounts(counts);
  if (!isRecord(reply)) return last;
  const notifications = countersOf(reply.notifications);
  const base: HeaderCounts = {
    bookings: last.bookings,
    alerts: countOf(reply.alerts) ?? last.alerts,
    budgets: countOf(reply.budgets) ?? last.budgets,
    messages: countOf(reply.messages) ?? last.messages,
    notifications: notifications === undefined ? last.notifications : HEADER_COUNTS_EMPTY.notifications,
  };
  return (notifications ?? []).reduce(withCounter, base);
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
