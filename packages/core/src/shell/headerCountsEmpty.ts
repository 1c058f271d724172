import type { NOTIFICATION_COUNTER_TYPES } from "../api/counters.js";

// Apart from headerCounts.ts, which decodes replies with Schemas: a portal's first load reads these (its stores
// start from them) without evaluating any Schema.

/**
 * The numbers the header shows. Spec 000 §3: "Counters: bookings, alerts, budgets, messages; notification counters
 * of type NOT, ALT, CRD with quantity or unread".
 */
export interface HeaderCounts {
  readonly bookings: number;
  readonly alerts: number;
  readonly budgets: number;
  readonly messages: number;
  /** Each notification counter's number (`notificationCount`: unread wins over quantity). */
  readonly notifications: { readonly [T in (typeof NOTIFICATION_COUNTER_TYPES)[number]]: number };
}

/** Every counter at zero: before the first call, and for an anonymous visitor. */
export const HEADER_COUNTS_EMPTY: HeaderCounts = {
  bookings: 0,
  alerts: 0,
  budgets: 0,
  messages: 0,
  notifications: { NOT: 0, ALT: 0, CRD: 0 },
};
