import { fc } from "@fast-check/vitest";
import { arbFromSchema } from "../test/arbFromSchema.js";
import {
  AlertsSummaryReply,
  HeaderCountersReply,
  MessageCountReply,
  NotificationCounter,
  RealtimeYouEvent,
  TodayBookingCountReply,
} from "./counters.js";
import { schemaLaws } from "./test/schemaLaws.js";

const totalItems = fc.nat({ max: 999 }).map((n) => ({ totalItems: n }));

schemaLaws("HeaderCountersReply", HeaderCountersReply, arbFromSchema(HeaderCountersReply), [
  { bookings: 2, alerts: 1, budgets: 7, messages: 0 },
  { bookings: 2, alerts: 1, budgets: 7, messages: 0, notifications: [{ type: "NOT", quantity: 5, unread: 3 }] },
]);
schemaLaws("NotificationCounter", NotificationCounter, arbFromSchema(NotificationCounter), [
  { type: "NOT", quantity: 3 },
  { type: "CRD", unread: 1 },
]);
schemaLaws(
  "TodayBookingCountReply",
  TodayBookingCountReply,
  totalItems.map((count) => ({ count })),
  [{ count: { totalItems: 4 } }],
);
schemaLaws(
  "MessageCountReply",
  MessageCountReply,
  totalItems.map((msgCount) => ({ msgCount })),
  [{ msgCount: { totalItems: 12 } }],
);
schemaLaws("AlertsSummaryReply", AlertsSummaryReply, arbFromSchema(AlertsSummaryReply), [
  {
    counts: [{ type: "ALT", quantity: 2 }],
    alerts: [{ id: "a1", message: "Vence la opción", type: "ALT", date: "2026-11-21" }],
  },
]);
schemaLaws("RealtimeYouEvent", RealtimeYouEvent, arbFromSchema(RealtimeYouEvent), [
  { unread: [{ id: "m1", subject: "Tu reserva fue confirmada", date: "2026-11-21" }] },
  { unread: [], counters: { bookings: 1, alerts: 0, budgets: 3, messages: 0 } },
  { unread: [] },
]);
