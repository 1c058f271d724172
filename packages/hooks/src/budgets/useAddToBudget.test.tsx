import { act, renderHook } from "@testing-library/react";
import { ACTIVE_BUDGET_STORAGE_KEY } from "@travesia/core";
import { describe, expect, it } from "vitest";
import { hotel, setup } from "../test/addToBudgetWorld.js";
import { readAddedProducts } from "./addedProducts.js";
import { useAddToBudget } from "./useAddToBudget.js";

describe("useAddToBudget against the demo API", () => {
  it("with no active budget creates a draft trip, adds, toasts, refreshes counters 1 s later and goes to the trip", async () => {
    const { h, clock, result } = await setup({ mode: "trip", flags: { enablePricer: true } });
    expect(result.current.add.data.labelKey).toBe("budget.addToQuotation");
    await act(() => result.current.add.actions.add(hotel));
    expect(result.current.add.status).toBe("added");
    expect(result.current.add.data).toMatchObject({ disabled: true, labelKey: "budget.itemAdded" });
    expect(h.calls).toContain("POST /v3/api/create/draft");
    const id = h.stores.active.getState().id;
    expect(h.storage.local.getItem(ACTIVE_BUDGET_STORAGE_KEY)).toBe(`2001%${id}`);
    expect(result.current.add.data.navigation).toEqual({ _tag: "trip", url: `/v3/trip/edit/${id}`, delayMs: 0 });
    expect(result.current.toasts).toMatchObject([
      { level: "success", key: "budget.addSuccess", titleKey: "budget.addedToQuotation", durationMs: 5000 },
    ]);
    const counterCalls = () => h.calls.filter((call) => call === "GET /api/v2/counters").length;
    await act(async () => clock.advance(999));
    expect(counterCalls()).toBe(0);
    await act(async () => clock.advance(1));
    expect(counterCalls()).toBe(1);
    await act(async () => clock.advance(5000));
    expect(result.current.toasts).toEqual([]);
    await act(() => result.current.add.actions.add(hotel));
    expect(h.calls.filter((call) => call === "POST /api/budget/addProduct")).toHaveLength(1);
  });

  it("remembers added rates: a button for an added rate reads 'Agregado' and stays disabled (spec 000 §4)", async () => {
    const { h, result } = await setup();
    await act(() => result.current.add.actions.add(hotel));
    expect(readAddedProducts(h.storage.local)).toEqual(["rate-1"]);
    const again = renderHook(() => useAddToBudget("rate-1"), { wrapper: h.wrapper });
    expect(again.result.current.data).toMatchObject({ alreadyAdded: true, disabled: true, labelKey: "budget.added" });
    await act(() => again.result.current.actions.add(hotel));
    expect(h.calls.filter((call) => call === "POST /api/budget/addProduct")).toHaveLength(1);
    const other = renderHook(() => useAddToBudget("rate-2"), { wrapper: h.wrapper });
    expect(other.result.current.data.alreadyAdded).toBe(false);
  });

  it("an add that ends before the portal's flags arrive still leads to the trip once they do", async () => {
    // The configuration's first load failed: its flags come with a later one.
    const { h, result } = await setup({ mode: "trip", configStatus: "error" });
    await act(() => result.current.add.actions.add(hotel));
    expect(result.current.add.status).toBe("added");
    expect(result.current.add.data.navigation).toBeNull();
    act(() => h.stores.config.setState({ flags: { enablePricer: true } }));
    const id = h.stores.active.getState().id;
    expect(result.current.add.data.navigation).toEqual({ _tag: "trip", url: `/v3/trip/edit/${id}`, delayMs: 0 });
  });

  it("a click before the session has loaded waits for the user, so the new trip is remembered as active", async () => {
    const { h, result } = await setup({ mode: "trip", flags: { enablePricer: true } });
    act(() => h.stores.user.setState({ status: "unknown", user: null }));
    await act(() => result.current.add.actions.add(hotel));
    const id = h.stores.active.getState().id;
    expect(id).not.toBeNull();
    expect(h.storage.local.getItem(ACTIVE_BUDGET_STORAGE_KEY)).toBe(`2001%${id}`);
  });
});
