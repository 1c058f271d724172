import { act, renderHook, waitFor } from "@testing-library/react";
import { ACTIVE_BUDGET_STORAGE_KEY } from "@travesia/core";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import { describe, expect, it } from "vitest";
import { useUser } from "../session/useUser.js";
import { agentWorld, newBudget } from "../test/budgetWorld.js";
import { harness, signIn } from "../test/harness.js";
import { useActiveBudget } from "./useActiveBudget.js";
import { useBudgetDetail } from "./useBudgetDetail.js";

describe("useActiveBudget", () => {
  it("refuses a stored key of another user (spec 000 §6)", async () => {
    const { h } = await agentWorld();
    h.storage.local.setItem(ACTIVE_BUDGET_STORAGE_KEY, "9999-12");
    const { result } = renderHook(() => ({ user: useUser(), active: useActiveBudget() }), { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.active.status).toBe("refused"));
    expect(result.current.active.error).toEqual({ key: "budget.noPermission" });
    expect(result.current.active.data.id).toBeNull();
  });

  it("refuses to activate another user's budget", async () => {
    const api = createDemoApi();
    const other = inProcessFetcher(api);
    await signIn(other, "agente.moroso");
    const created = (await (
      await other("/api/budget/create", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ budget: newBudget("Ajeno") }),
      })
    ).json()) as { budgetId: number };
    const mine = inProcessFetcher(api);
    await signIn(mine);
    const h = harness({ fetcher: mine });
    const { result } = renderHook(() => ({ user: useUser(), active: useActiveBudget() }), { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.user.status).toBe("signedIn"));
    expect(await act(() => result.current.active.actions.activate(String(created.budgetId)))).toBe(false);
    expect(result.current.active.error).toEqual({ key: "budget.noPermission" });

    const detail = renderHook(() => useBudgetDetail("budget", String(created.budgetId)), { wrapper: h.wrapper });
    await waitFor(() => expect(detail.result.current.status).toBe("forbidden"));
  });
});
