import { act, renderHook, waitFor } from "@testing-library/react";
import { ARREARS_POLL_INTERVAL_MS } from "@travesia/core";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import { describe, expect, it, vi } from "vitest";
import { fakeClock } from "../test/fakeClock.js";
import { harness, signIn, withScenario } from "../test/harness.js";
import { useArrears } from "./useArrears.js";

const polls = (calls: readonly string[]) => calls.filter((call) => call === "GET /api/get-defaulter-message").length;

describe("useArrears", () => {
  it("shows the agency's arrears messages and polls every 300000 ms", async () => {
    const fetcher = inProcessFetcher(createDemoApi());
    await signIn(fetcher, "agente.moroso");
    const clock = fakeClock();
    const h = harness({ fetcher, clock });
    const { result } = renderHook(() => useArrears({ pathname: "/" }), { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(result.current.data.messages.map((m) => m.msgLevel)).toEqual(["warning", "danger"]);
    act(() => clock.advance(ARREARS_POLL_INTERVAL_MS - 1));
    expect(polls(h.calls)).toBe(1);
    act(() => clock.advance(1));
    expect(polls(h.calls)).toBe(2);
  });

  it("never polls on /login (spec 000 §2)", () => {
    const h = harness({ clock: fakeClock() });
    const { result } = renderHook(() => useArrears({ pathname: "/login/" }), { wrapper: h.wrapper });
    expect(result.current.status).toBe("off");
    expect(polls(h.calls)).toBe(0);
  });

  it("only logs a failed fetch and keeps the bar as it was (spec 002 §7)", async () => {
    const log = vi.fn();
    const h = harness({ fetcher: withScenario(inProcessFetcher(createDemoApi()), () => "arrears-fail") });
    const { result } = renderHook(() => useArrears({ pathname: "/", log }), { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(result.current.data.messages).toEqual([]);
    expect(result.current.error).toBeNull();
    expect(log).toHaveBeenCalledOnce();
  });
});
