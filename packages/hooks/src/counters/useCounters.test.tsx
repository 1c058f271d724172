import { act, renderHook, waitFor } from "@testing-library/react";
import type { HeaderCountersReply, TodayBookingCountReply } from "@travesia/core";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import { describe, expect, it } from "vitest";
import { useAuth } from "../session/useAuth.js";
import { fakeClock } from "../test/fakeClock.js";
import { harness, signIn, withScenario } from "../test/harness.js";
import { useCounters } from "./useCounters.js";

describe("useCounters", () => {
  it("loads the signed-in agent's counters from the demo API", async () => {
    const fetcher = inProcessFetcher(createDemoApi());
    await signIn(fetcher, "agente");
    const h = harness({ fetcher });
    const { result } = renderHook(() => useCounters(), { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(result.current.data.budgets).toBe(0);
    expect(Object.keys(result.current.data.notifications)).toEqual(["NOT", "ALT", "CRD"]);
  });

  it("refreshes 1 s after an add, and moves the budget counter on add or removal", async () => {
    const clock = fakeClock();
    const h = harness({ clock });
    const { result } = renderHook(() => useCounters(), { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.status).toBe("ready"));
    const before = h.calls.filter((call) => call === "GET /api/v2/counters").length;
    act(() => result.current.actions.refreshAfterAdd());
    act(() => clock.advance(999));
    expect(h.calls.filter((call) => call === "GET /api/v2/counters")).toHaveLength(before);
    act(() => clock.advance(1));
    expect(h.calls.filter((call) => call === "GET /api/v2/counters")).toHaveLength(before + 1);
    act(() => result.current.actions.budgetChanged("added"));
    act(() => result.current.actions.budgetChanged("added"));
    act(() => result.current.actions.budgetChanged("removed"));
    expect(result.current.data.budgets).toBe(1);
  });

  it("keeps the last counts and says error when the counters call fails", async () => {
    const h = harness({ fetcher: withScenario(inProcessFetcher(createDemoApi()), () => "counters-fail") });
    const { result } = renderHook(() => useCounters(), { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.status).toBe("error"));
    expect(result.current.data.bookings).toBe(0);
  });

  it("'Reservas de hoy' counts the agent's bookings made today (getTodayBookingCount), not every booking", async () => {
    const h = harness();
    const { result } = renderHook(() => ({ counters: useCounters(), auth: useAuth() }), { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.counters.status).toBe("ready"));
    await act(() => result.current.auth.actions.login({ username: "agente", password: "demo1234" }));
    const today = (await (await h.fetcher("/mybookings/getTodayBookingCount")).json()) as TodayBookingCountReply;
    const record = (await (await h.fetcher("/api/v2/counters")).json()) as HeaderCountersReply;
    expect(record.bookings).toBeGreaterThan(today.count.totalItems);
    await waitFor(() => expect(result.current.counters.data.bookings).toBe(today.count.totalItems));
    await act(() => result.current.counters.actions.refresh());
    expect(result.current.counters.data.bookings).toBe(today.count.totalItems);
  });
});
