import { act, renderHook, waitFor } from "@testing-library/react";
import { SESSION_STATUS_POLL_MS } from "@travesia/core";
import { describe, expect, it } from "vitest";
import { fakeClock } from "../test/fakeClock.js";
import { harness } from "../test/harness.js";
import { sessionApi } from "../test/sessionApi.js";
import { useAuth } from "./useAuth.js";
import { useSessionStatus } from "./useSessionStatus.js";

describe("useSessionStatus", () => {
  it("polls session-status and marks a signed-in session expired when it answers loggedIn false", async () => {
    const api = sessionApi();
    const clock = fakeClock();
    const h = harness({ fetcher: api.fetcher, clock });
    const { result } = renderHook(() => ({ session: useSessionStatus(), auth: useAuth() }), { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.session.status).toBe("loggedOut"));
    await act(() => result.current.auth.actions.login({ username: "agente", password: "demo1234" }));
    await act(async () => clock.advance(SESSION_STATUS_POLL_MS));
    await waitFor(() => expect(result.current.session.status).toBe("loggedIn"));
    api.state.loggedIn = false; // the server forgot the session
    await act(async () => clock.advance(SESSION_STATUS_POLL_MS - 1));
    expect(result.current.session.status).toBe("loggedIn");
    await act(async () => clock.advance(1));
    await waitFor(() => expect(result.current.session.status).toBe("expired"));
    expect(h.calls.filter((call) => call === "GET /api/session-status")).toHaveLength(3);
  });

  it("expires after a search's ttl seconds (spec 001 §4)", async () => {
    const api = sessionApi();
    const clock = fakeClock();
    const h = harness({ fetcher: api.fetcher, clock });
    const { result } = renderHook(() => useSessionStatus(), { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.status).toBe("loggedOut"));
    act(() => result.current.actions.expireAfter(10));
    act(() => result.current.actions.expireAfter(30)); // a newer ttl replaces the older
    await act(async () => clock.advance(29_999));
    expect(result.current.status).toBe("loggedOut");
    await act(async () => clock.advance(1));
    expect(result.current.status).toBe("expired");
  });

  it("stops polling on unmount", async () => {
    const clock = fakeClock();
    const h = harness({ fetcher: sessionApi().fetcher, clock });
    const { unmount } = renderHook(() => useSessionStatus(), { wrapper: h.wrapper });
    unmount();
    const before = h.calls.length;
    await act(async () => clock.advance(10 * SESSION_STATUS_POLL_MS));
    expect(h.calls.length).toBe(before);
  });
});
