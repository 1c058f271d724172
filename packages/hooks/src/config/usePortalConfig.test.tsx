import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useAuth } from "../session/useAuth.js";
import { useUser } from "../session/useUser.js";
import { fakeApi, json } from "../test/fakeApi.js";
import { harness } from "../test/harness.js";
import { usePortalConfig } from "./usePortalConfig.js";

const user = { id: "2001", firstName: "M", lastName: "G", portalId: "2", products: ["htl"] };

describe("usePortalConfig", () => {
  it("loads the user's portal configuration into the store and the spec's local items", async () => {
    const h = harness({
      fetcher: fakeApi({
        "POST /api/login": () => json({ done: true, user }),
        "GET /api/user": () => json(user),
        "GET /api/portal/config/2": () =>
          json({
            id: "2",
            portalType: "B2B",
            enableBudgeting: true,
            enablePricer: true,
            enableDualFlow: false,
            hotelResultAsyncTimeout: 20,
            featureGroups: ["go", "B2B"],
          }),
      }),
    });
    const { result } = renderHook(() => ({ config: usePortalConfig(), auth: useAuth() }), { wrapper: h.wrapper });
    expect(result.current.config.status).toBe("unknown");
    await act(() => result.current.auth.actions.login({ username: "agente", password: "x" }));
    await waitFor(() => expect(result.current.config.status).toBe("ready"));
    expect(result.current.config.data).toEqual({
      portalType: "B2B",
      flags: { enableBudgeting: true, enablePricer: true, enableDualFlow: false },
    });
    // The feature groups stay beside the switches: core's portalPriceGo reads price-GO from them.
    expect(h.stores.config.getState().featureGroups).toEqual(["go", "B2B"]);
    expect(h.storage.local.getItem("enablePricer")).toBe("true");
    expect(h.storage.local.getItem("enableDualFlow")).toBe("false");
    expect(h.storage.local.getItem("hotelResultAsyncTimeout")).toBe("20");
    expect(h.stores.active.getState().mode).toBe("trip");
  });

  it("marks the configuration as failed when the call fails", async () => {
    const h = harness({
      fetcher: fakeApi({ "GET /api/user": () => json(user), "GET /api/portal/config/2": () => json({}, 500) }),
    });
    const { result } = renderHook(() => ({ user: useUser(), config: usePortalConfig() }), { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.config.status).toBe("error"));
    expect(result.current.user.status).toBe("signedIn");
  });
});
