import { act, renderHook, waitFor } from "@testing-library/react";
import { USER_LOGGED_KEY } from "@travesia/core";
import { describe, expect, it } from "vitest";
import { createPortalWorld } from "../provider/PortalProvider.js";
import { harness } from "../test/harness.js";
import { sessionApi } from "../test/sessionApi.js";
import { useAuth } from "./useAuth.js";
import { userLoaded, useUser } from "./useUser.js";

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

describe("userLoaded", () => {
  it("asks for the user once, however many wait, and settles at once when the record is in", async () => {
    const api = sessionApi();
    const h = harness({ fetcher: api.fetcher });
    const world = createPortalWorld({ fetcher: h.fetcher, storage: h.storage, stores: h.stores });
    const first = userLoaded(world);
    expect(h.stores.user.getState().status).toBe("loading");
    const second = userLoaded(world);
    await Promise.all([first, second]);
    expect(h.stores.user.getState().status).toBe("anonymous");
    await userLoaded(world);
    expect(h.calls.filter((call) => call === "GET /api/user")).toHaveLength(1);
  });
});
