import { act, renderHook } from "@testing-library/react";
import { USER_LOGGED_KEY } from "@travesia/core";
import { describe, expect, it } from "vitest";
import { linkedTabsStorage } from "../provider/linkedTabsStorage.js";
import { type LocalChangeListener, memoryPortalStorage } from "../provider/world.js";
import { harness } from "../test/harness.js";
import { sessionApi } from "../test/sessionApi.js";
import { useAuth } from "./useAuth.js";
import { useCrossTabSession } from "./useCrossTabSession.js";
import { useUser } from "./useUser.js";

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

  it("acts once on a logout it read before the browser's storage event for it came (one toast, not two)", () => {
    // The browser updates this tab's storage a few milliseconds before it dispatches the event: a tab whose rules
    // start in that gap reads the 'false' and then receives the event for the same write (CI, 2026-12-05).
    const queued: LocalChangeListener[] = [];
    const storage = {
      ...memoryPortalStorage(),
      onOtherTabChange: (listener: LocalChangeListener) => {
        queued.push(listener);
        return () => undefined;
      },
    };
    storage.local.setItem(USER_LOGGED_KEY, "false");
    const { wrapper, stores } = harness({ storage });
    const user = { id: "7", firstName: "Martín", lastName: "", portalId: null, allowedProducts: [] };
    stores.user.setState({ status: "signedIn", user });
    const { result } = renderHook(() => useCrossTabSession("other"), { wrapper });
    expect(result.current.status).toBe("logout");
    act(() => result.current.actions.acknowledge());
    const deliver = (value: string) =>
      act(() => {
        for (const listener of queued) listener(USER_LOGGED_KEY, value);
      });
    deliver("false");
    expect(result.current.status).toBe("none");
    // A later login and logout elsewhere is a new logout.
    deliver("true");
    deliver("false");
    expect(result.current.status).toBe("logout");
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
