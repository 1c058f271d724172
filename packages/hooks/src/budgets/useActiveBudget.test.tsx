import { act, renderHook, waitFor } from "@testing-library/react";
import { ACTIVE_BUDGET_STORAGE_KEY, formatActiveBudgetKey } from "@travesia/core";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import { describe, expect, it } from "vitest";
import { useUser } from "../session/useUser.js";
import { agentWorld, newBudget, renderWidget } from "../test/budgetWorld.js";
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

  it("activated while the configuration is in flight, keeps the key in the mode the configuration sets", async () => {
    const { h } = await agentWorld();
    const { result } = await renderWidget(h);
    const created = await act(() => result.current.widget.actions.create(newBudget("Pricer")));
    const id = created._tag === "Created" ? created.budget.quotationId : "";
    const active = renderHook(() => useActiveBudget(), { wrapper: h.wrapper });
    // A configuration still loading, which will say the portal is a pricer's (trip mode).
    h.stores.config.setState({ status: "loading" });
    h.stores.active.setState({ mode: "budget" });
    const activated = active.result.current.actions.activate(id);
    await waitFor(() => expect(h.calls.filter((call) => call === `GET /api/budget/get/${id}`)).toHaveLength(1));
    act(() => {
      h.stores.active.setState({ mode: "trip" });
      h.stores.config.setState({ status: "ready" });
    });
    expect(await act(() => activated)).toBe(true);
    const userId = h.stores.user.getState().user?.id ?? "";
    expect(h.storage.local.getItem(ACTIVE_BUDGET_STORAGE_KEY)).toBe(formatActiveBudgetKey("trip", userId, id));
    await waitFor(() => expect(active.result.current.data.id).toBe(id));
  });

  it("activated before anything asked for the configuration, asks for it and keeps the key in the mode it sets", async () => {
    // A pricer's portal (the demo's portal 2: trip mode), whose configuration the header's pieces had not asked yet.
    const { h } = await agentWorld("agente.singastos");
    const { result } = renderHook(() => ({ user: useUser(), active: useActiveBudget() }), { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.user.status).toBe("signedIn"));
    const created = (await (
      await h.fetcher("/api/budget/create", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ budget: newBudget("Pricer") }),
      })
    ).json()) as { budgetId: number };
    const id = String(created.budgetId);
    expect(h.stores.config.getState().status).toBe("unknown");
    expect(await act(() => result.current.active.actions.activate(id))).toBe(true);
    expect(h.calls).toContain("GET /api/portal/config/2");
    const userId = h.stores.user.getState().user?.id ?? "";
    expect(h.storage.local.getItem(ACTIVE_BUDGET_STORAGE_KEY)).toBe(formatActiveBudgetKey("trip", userId, id));
    await waitFor(() => expect(result.current.active.data.id).toBe(id));
  });
});
