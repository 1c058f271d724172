import type { HeaderCountersReply, RealtimeNotificationsEvent, RealtimeYouEvent } from "@travesia/core";
import { countBudgets } from "../db/budgetStore.js";
import { DEMO_ALERTS, DEMO_BOOKINGS, DEMO_MESSAGES, demoNotificationCounters } from "../db/demoActivity.js";
import type { DemoContext } from "./context.js";

// The header counters and the real-time events that carry them: read by the user and event routes, published by
// every route that moves a counter (budgets).

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A user's counters: core's `HeaderCountersReply` (spec 000 §3: "Counters: bookings, alerts, budgets, messages;
 * notification counters of type NOT, ALT, CRD with quantity or unread"). An anonymous visitor has all zeros.
 */
export const countersOf = (demo: DemoContext, username: string | undefined): HeaderCountersReply => ({
  bookings: username === undefined ? 0 : DEMO_BOOKINGS.filter((booking) => booking.owner === username).length,
  alerts: username === undefined ? 0 : DEMO_ALERTS.filter((alert) => alert.owner === username).length,
  budgets: username === undefined ? 0 : countBudgets(demo.db, username),
  messages:
    username === undefined ? 0 : DEMO_MESSAGES.filter((message) => message.owner === username && !message.read).length,
  notifications: demoNotificationCounters(username ?? ""),
});

/**
 * The 'you' event, core's `RealtimeYouEvent`: the user's unread inbox messages (newest first) and the header
 * counters, so a browser can update every counter without another call.
 */
export const youEvent = (demo: DemoContext, username: string | undefined): RealtimeYouEvent => ({
  unread: DEMO_MESSAGES.filter((message) => username !== undefined && message.owner === username && !message.read)
    .sort((a, b) => a.daysAgo - b.daysAgo)
    .map((message) => ({
      id: String(message.id),
      subject: message.subject,
      date: new Date(demo.now().getTime() - message.daysAgo * DAY_MS).toISOString().slice(0, 10),
    })),
  counters: countersOf(demo, username),
});

/**
 * Tells a user's open browsers that their counters changed: a 'you' event, then one 'notifications' event per
 * notification counter (core's `RealtimeNotificationsEvent`: one counter update). Called after every change that
 * moves a counter (budget created, product added, budget deleted).
 */
export const publishCounters = (demo: DemoContext, username: string): void => {
  const owner = `user:${username}`;
  demo.events.publish(owner, "you", youEvent(demo, username));
  for (const counter of demoNotificationCounters(username)) {
    const event: RealtimeNotificationsEvent = counter;
    demo.events.publish(owner, "notifications", event);
  }
};
