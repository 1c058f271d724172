import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createPortalWorld } from "../provider/PortalProvider.js";
import { agentWorld, newBudget, renderWidget } from "../test/budgetWorld.js";
import { prefetchBudgetPage, useBudgetDetail } from "./useBudgetDetail.js";

describe("useBudgetDetail", () => {
  it("reads a budget and a trip with their items", async () => {
    const { h } = await agentWorld();
    const { result } = await renderWidget(h);
    const created = await act(() => result.current.widget.actions.create(newBudget("Caribe")));
    const id = created._tag === "Created" ? created.budget.quotationId : "";
    const budget = renderHook(() => useBudgetDetail("budget", id), { wrapper: h.wrapper });
    await waitFor(() => expect(budget.result.current.status).toBe("ready"));
    expect(budget.result.current.data.budget).toMatchObject({ quotationId: id, title: "Caribe", items: [] });
    const trip = renderHook(() => useBudgetDetail("trip", id), { wrapper: h.wrapper });
    await waitFor(() => expect(trip.result.current.status).toBe("ready"));
    const missing = renderHook(() => useBudgetDetail("budget", "999999"), { wrapper: h.wrapper });
    await waitFor(() => expect(missing.result.current.status).toBe("error"));
    expect(missing.result.current.error).toEqual({ key: "budget.getError" });
  });
});

describe("prefetchBudgetPage", () => {
  it("asks a budget's page's budget before the page renders, which then draws it with no call of its own", async () => {
    const { h } = await agentWorld();
    const { result } = await renderWidget(h);
    const created = await act(() => result.current.widget.actions.create(newBudget("Caribe")));
    const id = created._tag === "Created" ? created.budget.quotationId : "";
    const world = createPortalWorld({ fetcher: h.fetcher, storage: h.storage, stores: h.stores });
    await prefetchBudgetPage(world, `/mybudgets/${id}`);
    const page = renderHook(() => useBudgetDetail("budget", id), { wrapper: h.wrapper });
    expect(page.result.current.status).toBe("ready");
    expect(page.result.current.data.budget).toMatchObject({ quotationId: id, title: "Caribe" });
    expect(h.calls.filter((call) => call === `GET /api/budget/get/${id}`)).toHaveLength(1);
  });

  it("asks nothing for the budget list or an address that names no budget", async () => {
    const { h } = await agentWorld();
    const world = createPortalWorld({ fetcher: h.fetcher, storage: h.storage, stores: h.stores });
    const before = h.calls.length;
    await prefetchBudgetPage(world, "/mybudgets");
    await prefetchBudgetPage(world, "/mybudgets/");
    await prefetchBudgetPage(world, "/hotel/results/x");
    expect(h.calls.slice(before)).toEqual([]);
  });
});
