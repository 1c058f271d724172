import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  HeaderCountersReply,
  NOTIFICATION_COUNTER_TYPES,
  NotificationCounter,
  RealtimeYouEvent,
} from "../api/counters.js";
import { arbFromSchema } from "../test/arbFromSchema.js";
import { headerCountsEvent } from "./headerCounts.js";
import {
  headerCountsAfterEvent,
  headerCountsFromReply,
  headerCountsWithTodayBookings,
} from "./headerCountsArithmetic.js";
import { HEADER_COUNTS_EMPTY, type HeaderCounts } from "./headerCountsEmpty.js";
import { notificationCount } from "./notificationCount.js";

const count = fc.nat({ max: 99 });
const arbCounts: fc.Arbitrary<HeaderCounts> = fc.record({
  bookings: count,
  alerts: count,
  budgets: count,
  messages: count,
  notifications: fc.record({ NOT: count, ALT: count, CRD: count }),
});

describe("header counts", () => {
  test.prop([arbCounts, arbFromSchema(HeaderCountersReply)], { numRuns: 1000 })(
    "a counters record sets alerts, budgets and messages, and the notification counters when it carries them; never today's bookings",
    (counts, reply) => {
      const next = headerCountsFromReply(counts, reply);
      expect([next.bookings, next.alerts, next.budgets, next.messages]).toEqual([
        counts.bookings,
        reply.alerts,
        reply.budgets,
        reply.messages,
      ]);
      for (const type of NOTIFICATION_COUNTER_TYPES) {
        const listed = reply.notifications?.filter((counter) => counter.type === type).at(-1);
        const expected =
          reply.notifications === undefined ? counts.notifications[type] : listed ? notificationCount(listed) : 0;
        expect(next.notifications[type]).toBe(expected);
      }
    },
  );

  test.prop([arbCounts, count], { numRuns: 1000 })(
    "'Reservas de hoy' is today's booking count (getTodayBookingCount), the other counts kept",
    (counts, totalItems) => {
      expect(headerCountsWithTodayBookings(counts, { count: { totalItems } })).toEqual({
        ...counts,
        bookings: totalItems,
      });
    },
  );

  it("an agent with 4 bookings, 2 of them today: the header says 2", () => {
    const record = headerCountsFromReply(HEADER_COUNTS_EMPTY, { bookings: 4, alerts: 0, budgets: 0, messages: 0 });
    expect(headerCountsWithTodayBookings(record, { count: { totalItems: 2 } }).bookings).toBe(2);
    expect(
      headerCountsFromReply({ ...record, bookings: 2 }, { bookings: 4, alerts: 0, budgets: 0, messages: 0 }).bookings,
    ).toBe(2);
  });

  test.prop([arbCounts, arbFromSchema(NotificationCounter)], { numRuns: 1000 })(
    "a 'notifications' event sets its counter only",
    (counts, counter) => {
      const event = headerCountsEvent("notifications", JSON.parse(JSON.stringify(counter)));
      if (event === undefined) throw new Error("expected an event");
      const next = headerCountsAfterEvent(counts, event);
      expect(next).toEqual({
        ...counts,
        notifications: { ...counts.notifications, [counter.type]: notificationCount(counter) },
      });
    },
  );

  test.prop([arbCounts, arbFromSchema(RealtimeYouEvent)], { numRuns: 1000 })(
    "a 'you' event: its unread list counts the messages; its counters record, when given, the rest",
    (counts, you) => {
      const event = headerCountsEvent("you", JSON.parse(JSON.stringify(you)));
      if (event === undefined) throw new Error("expected an event");
      const next = headerCountsAfterEvent(counts, event);
      expect(next.messages).toBe(you.unread.length);
      const base = you.counters === undefined ? counts : headerCountsFromReply(counts, you.counters);
      expect({ ...next, messages: 0 }).toEqual({ ...base, messages: 0 });
    },
  );

  test.prop([fc.string(), fc.anything()], { numRuns: 1000 })(
    "any event name and payload never throws",
    (name, data) => {
      expect(() => headerCountsEvent(name, data)).not.toThrow();
    },
  );

  it("ignores other events and broken payloads", () => {
    expect(headerCountsEvent("other", { unread: [] })).toBeUndefined();
    expect(headerCountsEvent("you", { unread: [{ id: 1 }] })).toBeUndefined();
    expect(headerCountsEvent("notifications", { type: "XYZ", unread: 1 })).toBeUndefined();
    expect(HEADER_COUNTS_EMPTY.notifications).toEqual({ NOT: 0, ALT: 0, CRD: 0 });
  });

  it("reads what a plain JavaScript caller hands over: junk counts as zeros, a junk record as no change", () => {
    const last: HeaderCounts = { ...HEADER_COUNTS_EMPTY, alerts: 4, notifications: { NOT: 1, ALT: 2, CRD: 3 } };
    expect(headerCountsFromReply(undefined as unknown as HeaderCounts, null as unknown as never)).toEqual(
      HEADER_COUNTS_EMPTY,
    );
    expect(headerCountsFromReply(last, "x" as unknown as never)).toEqual(last);
    const junk = { alerts: "9", budgets: 2, messages: null, notifications: [{ type: "NOT", unread: 5 }, null, {}] };
    expect(headerCountsFromReply(last, junk as unknown as never)).toEqual({
      ...last,
      budgets: 2,
      notifications: { NOT: 5, ALT: 0, CRD: 0 },
    });
  });
});
