import { act, renderHook } from "@testing-library/react";
import { USER_LOGGED_KEY } from "@travesia/core";
import { describe, expect, it } from "vitest";
import { usePortalStore } from "../provider/PortalProvider.js";
import { harness } from "../test/harness.js";
import { sessionApi } from "../test/sessionApi.js";
import { useAuth } from "./useAuth.js";

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
