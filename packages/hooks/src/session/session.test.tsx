import { act, renderHook, waitFor } from "@testing-library/react";
import { SESSION_STATUS_POLL_MS, USER_LOGGED_KEY } from "@travesia/core";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import { describe, expect, it } from "vitest";
import { usePortalConfig } from "../config/usePortalConfig.js";
import { linkedTabsStorage } from "../provider/linkedTabsStorage.js";
import { usePortalStore } from "../provider/PortalProvider.js";
import { fakeApi, json } from "../test/fakeApi.js";
import { fakeClock } from "../test/fakeClock.js";
import { harness, withScenario } from "../test/harness.js";
import { useAuth } from "./useAuth.js";
import { useCrossTabSession } from "./useCrossTabSession.js";
import { useSessionStatus } from "./useSessionStatus.js";
import { useUser } from "./useUser.js";

const agent = {
  id: "2001",
  firstName: "Martín",
  lastName: "Gómez",
  portalId: "2",
  portalType: "B2B",
  products: ["air", "htl"],
};

/** A scripted API whose login state the test flips. */
const sessionApi = () => {
  const state = { loggedIn: false, userFails: false };
  const fetcher = fakeApi({
    "POST /api/login": (body) => {
      const { password } = body as { password: string };
      if (password !== "demo1234") return json({ done: false, error: "Usuario o contraseña incorrectos." }, 401);
      state.loggedIn = true;
      return json({ done: true, user: agent });
    },
    "POST /api/logout": () => {
      state.loggedIn = false;
      return json({ done: true });
    },
    "GET /api/session-status": () => json({ loggedIn: state.loggedIn }),
    "GET /api/user": () =>
      state.userFails ? json({ error: "boom" }, 500) : state.loggedIn ? json(agent) : json({}, 401),
  });
  return { state, fetcher };
};

describe("useUser", () => {
  it("is anonymous when nobody is signed in, and reads the record after login", async () => {
    const api = sessionApi();
    const h = harness({ fetcher: api.fetcher });
    const { result } = renderHook(() => ({ user: useUser(), auth: useAuth() }), { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.user.status).toBe("anonymous"));
    expect(await act(() => result.current.auth.actions.login({ username: "agente", password: "demo1234" }))).toBe(true);
    expect(result.current.user.status).toBe("signedIn");
    expect(result.current.user.data.user).toEqual({
      id: "2001",
      firstName: "Martín",
      lastName: "Gómez",
      portalId: "2",
      allowedProducts: ["air", "htl"],
    });
    expect(h.storage.local.getItem(USER_LOGGED_KEY)).toBe("true");
  });

  it("gives 'error al recuperar el usuario' (key) when the user call fails (spec 000 §8)", async () => {
    const api = sessionApi();
    api.state.userFails = true;
    const h = harness({ fetcher: api.fetcher });
    const { result } = renderHook(() => useUser(), { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.status).toBe("error"));
    expect(result.current.error).toEqual({ key: "session.userLoadError" });
  });
});

describe("useAuth", () => {
  it("reports a refused login with the server's message, and logout clears user, active budget and flag", async () => {
    const api = sessionApi();
    const h = harness({ fetcher: api.fetcher, initial: { active: { id: "77" } } });
    const { result } = renderHook(() => ({ auth: useAuth(), user: usePortalStore("user", (s) => s.status) }), {
      wrapper: h.wrapper,
    });
    expect(await act(() => result.current.auth.actions.login({ username: "agente", password: "nope" }))).toBe(false);
    expect(result.current.auth.status).toBe("failed");
    expect(result.current.auth.error).toEqual({
      key: "session.loginFailed",
      serverMessage: "Usuario o contraseña incorrectos.",
    });
    await act(() => result.current.auth.actions.login({ username: "agente", password: "demo1234" }));
    await act(() => result.current.auth.actions.logout());
    expect(result.current.auth.status).toBe("signedOut");
    expect(result.current.user).toBe("anonymous");
    expect(h.stores.active.getState().id).toBeNull();
    expect(h.storage.local.getItem(USER_LOGGED_KEY)).toBe("false");
  });
});

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

describe("useCrossTabSession", () => {
  it("logs this tab out when another tab lowers the 'user is logged' flag (spec 000 §4)", async () => {
    const [tabA, tabB] = linkedTabsStorage(2);
    if (tabA === undefined || tabB === undefined) throw new Error("two tabs");
    const api = sessionApi();
    const a = harness({ fetcher: api.fetcher, storage: tabA });
    const b = harness({ fetcher: api.fetcher, storage: tabB });
    const inA = renderHook(() => useAuth(), { wrapper: a.wrapper });
    const inB = renderHook(() => ({ crossTab: useCrossTabSession("other"), user: useUser() }), {
      wrapper: b.wrapper,
    });
    await act(() => inA.result.current.actions.login({ username: "agente", password: "demo1234" }));
    await act(() => inB.result.current.user.actions.reload());
    expect(inB.result.current.user.status).toBe("signedIn");
    expect(inB.result.current.crossTab.status).toBe("none");
    await act(() => inA.result.current.actions.logout());
    expect(inB.result.current.crossTab.status).toBe("logout");
    expect(inB.result.current.user.status).toBe("anonymous");
    act(() => inB.result.current.crossTab.actions.acknowledge());
    expect(inB.result.current.crossTab.status).toBe("none");
  });

  it("sends a B2B login page home when the flag is true, at once or when another tab logs in", async () => {
    const [tabA, tabB] = linkedTabsStorage(2);
    if (tabA === undefined || tabB === undefined) throw new Error("two tabs");
    const b = harness({ storage: tabB });
    const onLogin = renderHook(() => useCrossTabSession("b2bLogin"), { wrapper: b.wrapper });
    expect(onLogin.result.current.status).toBe("none");
    act(() => tabA.local.setItem(USER_LOGGED_KEY, "true"));
    expect(onLogin.result.current.status).toBe("redirectHome");
    const later = renderHook(() => useCrossTabSession("b2bLogin"), {
      wrapper: harness({ storage: tabB }).wrapper,
    });
    expect(later.result.current.status).toBe("redirectHome");
    const elsewhere = renderHook(() => useCrossTabSession("other"), {
      wrapper: harness({ storage: tabB }).wrapper,
    });
    expect(elsewhere.result.current.status).toBe("none");
  });
});

describe("session against the demo API", () => {
  it("signs an agent in: user, portal configuration and session status follow", async () => {
    const h = harness();
    const { result } = renderHook(
      () => ({ user: useUser(), config: usePortalConfig(), session: useSessionStatus(), auth: useAuth() }),
      { wrapper: h.wrapper },
    );
    await waitFor(() => expect(result.current.user.status).toBe("anonymous"));
    await waitFor(() => expect(result.current.config.data.portalType).toBe("B2C"));
    expect(await act(() => result.current.auth.actions.login({ username: "agente", password: "demo1234" }))).toBe(true);
    expect(result.current.user.data.user?.id).toBe("2001");
    await waitFor(() => expect(result.current.config.data.portalType).toBe("B2B"));
    expect(result.current.config.data.flags.enableBudgeting).toBe(true);
    await act(() => result.current.session.actions.refresh());
    await waitFor(() => expect(result.current.session.status).toBe("loggedIn"));
  });

  it("a wrong password is refused with the server's text", async () => {
    const h = harness();
    const { result } = renderHook(() => useAuth(), { wrapper: h.wrapper });
    expect(await act(() => result.current.actions.login({ username: "agente", password: "x" }))).toBe(false);
    expect(result.current.error?.key).toBe("session.loginFailed");
    expect(result.current.error?.serverMessage).toBe("Usuario o contraseña incorrectos.");
  });

  it("the session-expired scenario turns a signed-in session into the expired overlay", async () => {
    let scenario = "";
    const h = harness({ fetcher: withScenario(inProcessFetcher(createDemoApi()), () => scenario) });
    const { result } = renderHook(() => ({ session: useSessionStatus(), auth: useAuth() }), { wrapper: h.wrapper });
    await act(() => result.current.auth.actions.login({ username: "agente", password: "demo1234" }));
    scenario = "session-expired";
    await act(() => result.current.session.actions.refresh());
    expect(result.current.session.status).toBe("expired");
  });

  it("the user-fail scenario gives 'error al recuperar el usuario' (spec 000 §8)", async () => {
    const h = harness({ fetcher: withScenario(inProcessFetcher(createDemoApi()), () => "user-fail") });
    const { result } = renderHook(() => useUser(), { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.status).toBe("error"));
    expect(result.current.error?.key).toBe("session.userLoadError");
  });
});
