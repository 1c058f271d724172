import { act, renderHook, waitFor } from "@testing-library/react";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import { describe, expect, it } from "vitest";
import { useBudgetList } from "../budgets/useBudgetList.js";
import { harness, signIn } from "../test/harness.js";
import type { Fetcher } from "../transport/transport.js";
import { useUser } from "./useUser.js";

/** `GET /api/user` broken in one of three ways, every other call answered by the demo API. */
const brokenUser = (base: Fetcher, broken: () => Response | null): Fetcher => {
  return (path, init) => {
    const reply = path === "/api/user" ? broken() : null;
    return reply === null ? base(path, init) : Promise.resolve(reply);
  };
};
const failures: readonly [string, () => Response][] = [
  ["a 500", () => Response.json({ error: "boom" }, { status: 500 })],
  ["a reply that is not JSON", () => new Response("<html>oops</html>", { status: 200 })],
  ["a reply of the wrong shape", () => Response.json({ id: 42, products: "all" })],
];

describe("GET /api/user fails (spec 000 §8: 'error al recuperar el usuario')", () => {
  it.each(failures)("%s is an error with session.userLoadError", async (_name, reply) => {
    const h = harness({ fetcher: brokenUser(inProcessFetcher(createDemoApi()), reply) });
    const { result } = renderHook(() => useUser(), { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.status).toBe("error"));
    expect(result.current.error).toEqual({ key: "session.userLoadError" });
    expect(result.current.data.user).toBeNull();
  });

  it.each(failures)("%s on a reload keeps the user the session knew", async (_name, reply) => {
    const base = inProcessFetcher(createDemoApi());
    await signIn(base);
    let broken = false;
    const h = harness({ fetcher: brokenUser(base, () => (broken ? reply() : null)) });
    const { result } = renderHook(() => useUser(), { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.status).toBe("signedIn"));
    broken = true;
    await act(() => result.current.actions.reload());
    expect(result.current.status).toBe("error");
    expect(result.current.error).toEqual({ key: "session.userLoadError" });
    expect(result.current.data.user?.id).toBe("2001");
    expect(h.stores.user.getState().portalId).not.toBeNull();
  });

  it("the budget list reports the failure as an error, never as an empty list", async () => {
    const base = inProcessFetcher(createDemoApi());
    await signIn(base);
    const h = harness({ fetcher: brokenUser(base, () => Response.json({}, { status: 500 })) });
    const { result } = renderHook(() => ({ user: useUser(), list: useBudgetList() }), { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.user.status).toBe("error"));
    expect(result.current.list.status).toBe("error");
    expect(result.current.list.error).toEqual({ key: "budget.listError" });
  });
});
