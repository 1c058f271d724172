import { act, renderHook } from "@testing-library/react";
import { USER_LOGGED_KEY } from "@travesia/core";
import { describe, expect, it } from "vitest";
import { linkedTabsStorage } from "../provider/linkedTabsStorage.js";
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
