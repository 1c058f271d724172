import { act, renderHook, waitFor } from "@testing-library/react";
import { USER_LOGGED_KEY } from "@travesia/core";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import { describe, expect, it } from "vitest";
import { failingFor, harness, signIn } from "../test/harness.js";
import type { Fetcher } from "../transport/transport.js";
import { useHeaderAccount } from "./useHeaderAccount.js";
import { useUser } from "./useUser.js";

describe("useHeaderAccount", () => {
  it("keeps the signed-in user in the header when a reload of the user fails, and flags the failure", async () => {
    const base = inProcessFetcher(createDemoApi());
    await signIn(base);
    let broken = false;
    const broke = failingFor(base, /^GET \/api\/user$/);
    const fetcher: Fetcher = (path, init) => (broken ? broke(path, init) : base(path, init));
    const h = harness({ fetcher });
    const { result } = renderHook(() => ({ header: useHeaderAccount(), user: useUser() }), { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.header.account).toEqual({ kind: "user", firstName: "Martín" }));
    expect(result.current.header.userLoadFailed).toBe(false);
    broken = true;
    await act(() => result.current.user.actions.reload());
    expect(result.current.header).toEqual({ account: { kind: "user", firstName: "Martín" }, userLoadFailed: true });
  });

  it("draws a browser that signed in as signed in while its first user call is on its way, then names the user", async () => {
    const base = inProcessFetcher(createDemoApi());
    await signIn(base);
    let answer = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const fetcher: Fetcher = async (path, init) => {
      if (path === "/api/user") await held;
      return base(path, init);
    };
    const h = harness({ fetcher });
    h.storage.local.setItem(USER_LOGGED_KEY, "true");
    const { result } = renderHook(() => ({ header: useHeaderAccount(), user: useUser() }), { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.user.status).toBe("loading"));
    expect(result.current.header).toEqual({ account: { kind: "unnamed" }, userLoadFailed: false });
    answer();
    await waitFor(() => expect(result.current.header.account).toEqual({ kind: "user", firstName: "Martín" }));
  });

  it("offers logout, unnamed, when the first load fails in a browser that signed in", async () => {
    const h = harness({ fetcher: failingFor(inProcessFetcher(createDemoApi()), /^GET \/api\/user$/) });
    h.storage.local.setItem(USER_LOGGED_KEY, "true");
    const { result } = renderHook(() => ({ header: useHeaderAccount(), user: useUser() }), { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.header.userLoadFailed).toBe(true));
    expect(result.current.header.account).toEqual({ kind: "unnamed" });
  });
});
