import { act, renderHook, waitFor } from "@testing-library/react";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import { describe, expect, it } from "vitest";
import { usePortalConfig } from "../config/usePortalConfig.js";
import { harness, withScenario } from "../test/harness.js";
import { useAuth } from "./useAuth.js";
import { useSessionStatus } from "./useSessionStatus.js";
import { useUser } from "./useUser.js";

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
