import { act, renderHook, waitFor } from "@testing-library/react";
import { REALTIME_EVENTS_PATH as EVENTS_PATH } from "@travesia/core";
import { describe, expect, it } from "vitest";
import { useAuth } from "../session/useAuth.js";
import { harness } from "../test/harness.js";
import { useCounters } from "./useCounters.js";

describe("useCounters: real-time events", () => {
  it("follows the real-time 'notifications' and 'you' events over one shared connection", async () => {
    const h = harness();
    const first = renderHook(() => useCounters(), { wrapper: h.wrapper });
    const second = renderHook(() => useCounters(), { wrapper: h.wrapper });
    expect(h.realtime.openUrls()).toEqual([EVENTS_PATH]);
    const message = (id: string) => ({ id, subject: `Mensaje ${id}`, date: "2026-11-21" });
    // 'you' (core's RealtimeYouEvent): the unread messages, and the whole counters record.
    act(() =>
      h.realtime.emit("you", {
        unread: [message("1"), message("2")],
        counters: {
          bookings: 2,
          alerts: 1,
          budgets: 4,
          messages: 3,
          notifications: [
            { type: "NOT", quantity: 5, unread: 3 },
            { type: "ALT", quantity: 1 },
          ],
        },
      }),
    );
    // The record's bookings are every booking; 'Reservas de hoy' is getTodayBookingCount's (none for a visitor).
    expect(first.result.current.data).toEqual({
      bookings: 0,
      alerts: 1,
      budgets: 4,
      messages: 2,
      notifications: { NOT: 3, ALT: 1, CRD: 0 },
    });
    act(() => h.realtime.emit("you", { unread: [message("2")] }));
    expect(second.result.current.data.messages).toBe(1);
    expect(second.result.current.data.budgets).toBe(4);
    // 'notifications' (core's RealtimeNotificationsEvent): one counter.
    act(() => h.realtime.emit("notifications", { type: "CRD", quantity: 1 }));
    expect(second.result.current.data.notifications).toEqual({ NOT: 3, ALT: 1, CRD: 1 });
    // Broken events and other shapes change nothing.
    act(() => h.realtime.emit("notifications", "not json {"));
    act(() => h.realtime.emit("notifications", { bookings: 9, alerts: 9, budgets: 9, messages: 9 }));
    act(() => h.realtime.emit("you", { unread: [{ id: 1 }] }));
    expect(first.result.current.data).toEqual({
      bookings: 0,
      alerts: 1,
      budgets: 4,
      messages: 1,
      notifications: { NOT: 3, ALT: 1, CRD: 1 },
    });
    first.unmount();
    expect(h.realtime.openUrls()).toEqual([EVENTS_PATH]);
    second.unmount();
    expect(h.realtime.openUrls()).toEqual([]);
  });

  it("reloads and reopens the real-time connection when the signed-in user changes", async () => {
    const h = harness();
    const { result } = renderHook(() => ({ counters: useCounters(), auth: useAuth() }), { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.counters.status).toBe("ready"));
    const loads = () => h.calls.filter((call) => call === "GET /api/v2/counters").length;
    expect(loads()).toBe(1);
    act(() => h.realtime.emit("you", { unread: [], counters: { bookings: 0, alerts: 0, budgets: 9, messages: 0 } }));
    expect(result.current.counters.data.budgets).toBe(9);
    await act(() => result.current.auth.actions.login({ username: "agente", password: "demo1234" }));
    await waitFor(() => expect(loads()).toBe(2));
    expect(h.realtime.openUrls()).toEqual([EVENTS_PATH]);
    expect(h.realtime.openedCount()).toBe(2);
    await waitFor(() => expect(result.current.counters.data.bookings).toBeGreaterThan(0));
  });
});
