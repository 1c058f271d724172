import { act, renderHook, waitFor } from "@testing-library/react";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import { describe, expect, it } from "vitest";
import { useUser } from "../session/useUser.js";
import { newBudget } from "../test/budgetWorld.js";
import { harness, signIn } from "../test/harness.js";
import type { Fetcher } from "../transport/transport.js";
import { useBudgetList } from "./useBudgetList.js";

describe("transport rule on the budget search", () => {
  it("a newer search aborts the older, and the older's late reply never overwrites the newer", async () => {
    const base = inProcessFetcher(createDemoApi());
    await signIn(base);
    for (const title of ["Caribe", "Europa"]) {
      await base("/api/budget/create", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ budget: newBudget(title) }),
      });
    }
    let releaseSlow: () => void = () => undefined;
    const slowGate = new Promise<void>((resolve) => {
      releaseSlow = resolve;
    });
    const aborted: string[] = [];
    const fetcher: Fetcher = async (path, init) => {
      const body = typeof init?.body === "string" ? init.body : "";
      if (body.includes("Caribe")) {
        init?.signal?.addEventListener("abort", () => aborted.push("Caribe"));
        await slowGate; // the older search answers last, and ignores its abort
        return base(path, { ...init, signal: null });
      }
      return base(path, init);
    };
    const h = harness({ fetcher });
    const { result } = renderHook(() => ({ user: useUser(), list: useBudgetList() }), { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.list.status).toBe("ready"));
    act(() => result.current.list.actions.search("Caribe"));
    act(() => result.current.list.actions.search("Europa"));
    await waitFor(() => expect(result.current.list.data.budgets.map((b) => b.title)).toEqual(["Europa"]));
    releaseSlow();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(aborted).toEqual(["Caribe"]);
    expect(result.current.list.data.budgets.map((b) => b.title)).toEqual(["Europa"]);
  });
});
