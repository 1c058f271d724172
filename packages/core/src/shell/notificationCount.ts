import type { NotificationCounter } from "../api/counters.js";

/**
 * The number a notification counter shows: `unread` when the counter carries it, else `quantity`, else 0.
 *
 * Spec 000 §3: "notification counters of type NOT, ALT, CRD with quantity or unread"; spec 002 §3 "Notification
 * counters: type (NOT, ALT, CRD), quantity/unread". Decision: the badge counts what is still unread, so `unread`
 * wins when both are sent; `quantity` stands in for servers that send only the total.
 *
 * @example notificationCount({ type: "NOT", quantity: 5, unread: 3 }) // 3
 * @example notificationCount({ type: "ALT", quantity: 1 }) // 1
 */
export const notificationCount = (counter: NotificationCounter): number => counter.unread ?? counter.quantity ?? 0;
