import { act, renderHook, waitFor } from "@testing-library/react";
import { ACTIVE_QUOTE_STORAGE_KEY } from "@travesia/core";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import { describe, expect, it } from "vitest";
import { usePortalStore } from "../provider/PortalProvider.js";
import { useUser } from "../session/useUser.js";
import { fakeClock } from "../test/fakeClock.js";
import { harness, signIn, withScenario } from "../test/harness.js";
import { readAddedProducts } from "./addedProducts.js";
import { useAddToBudget } from "./useAddToBudget.js";

const hotel = { product: "hotel", rateId: "rate-1", occupancy: "2-0", destinationId: "123" };

const setup = async (
  options: { scenario?: string; mode?: "budget" | "trip"; flags?: Record<string, boolean> } = {},
) => {
  const base = inProcessFetcher(createDemoApi());
  await signIn(base);
  const clock = fakeClock();
  const h = harness({
    fetcher: withScenario(base, () => options.scenario ?? ""),
    clock,
    initial: { active: { mode: options.mode ?? "budget" }, config: { flags: options.flags ?? {} } },
  });
  const hook = renderHook(
    () => ({ user: useUser(), add: useAddToBudget(), toasts: usePortalStore("toasts", (s) => s.toasts) }),
    { wrapper: h.wrapper },
  );
  await waitFor(() => expect(hook.result.current.user.status).toBe("signedIn"));
  return { h, clock, result: hook.result };
};

describe("useAddToBudget against the demo API", () => {
  it("with no active budget creates a draft trip, adds, toasts, refreshes counters 1 s later and goes to the trip", async () => {
    const { h, clock, result } = await setup({ mode: "trip", flags: { enablePricer: true } });
    expect(result.current.add.data.labelKey).toBe("budget.addToQuotation");
    await act(() => result.current.add.actions.add(hotel));
    expect(result.current.add.status).toBe("added");
    expect(result.current.add.data).toMatchObject({ disabled: true, labelKey: "budget.itemAdded" });
    expect(h.calls).toContain("POST /v3/api/create/draft");
    const id = h.stores.active.getState().id;
    expect(h.storage.local.getItem(ACTIVE_QUOTE_STORAGE_KEY)).toBe(`2001%${id}`);
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

  it("adds to the stored active budget without a draft", async () => {
    const { h, result } = await setup();
    const created = (await (
      await h.fetcher("/api/budget/create", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ budget: { title: "Caribe", firstName: "Ana", lastName: "Pérez" } }),
      })
    ).json()) as { budgetId: number };
    h.storage.local.setItem(ACTIVE_QUOTE_STORAGE_KEY, `2001-${created.budgetId}`);
    await act(() => result.current.add.actions.add(hotel));
    expect(result.current.add.status).toBe("added");
    expect(h.calls).not.toContain("POST /v3/api/create/draft");
    expect(result.current.add.data.navigation).toBeNull();
  });

  it("creates a new draft when the stored trip belongs to another user (spec 000 §4)", async () => {
    const { h, result } = await setup({ mode: "trip" });
    h.storage.local.setItem(ACTIVE_QUOTE_STORAGE_KEY, "9999%42");
    await act(() => result.current.add.actions.add(hotel));
    expect(result.current.add.status).toBe("added");
    expect(h.calls).toContain("POST /v3/api/create/draft");
    expect(h.storage.local.getItem(ACTIVE_QUOTE_STORAGE_KEY)).toMatch(/^2001%/);
  });

  it.each([
    ["budget-add-409", "budget.addConflict"],
    ["budget-add-fail", "budget.addError"],
    ["draft-fail", "session.draftCreateError"],
  ])("%s gives %s and the button can be pressed again (spec 000 §8)", async (scenario, key) => {
    const { result } = await setup({ scenario });
    await act(() => result.current.add.actions.add(hotel));
    expect(result.current.add.status).toBe("idle");
    expect(result.current.add.error).toEqual({ key });
    expect(result.current.add.data.disabled).toBe(false);
    expect(result.current.toasts.map((toast) => toast.key)).toEqual([key]);
  });

  it.each([
    ["out-of-limit", "quote.outOfLimit"],
    ["deadline-reached", "quote.noCancellationFeesOnly"],
  ])("%s warns for 5 seconds and the button stays disabled", async (scenario, key) => {
    const { clock, result } = await setup({ scenario });
    await act(() => result.current.add.actions.add(hotel));
    expect(result.current.add.status).toBe("blocked");
    expect(result.current.add.data.disabled).toBe(true);
    expect(result.current.toasts).toMatchObject([{ level: "warning", key, durationMs: 5000 }]);
    await act(async () => clock.advance(5000));
    expect(result.current.toasts).toEqual([]);
  });

  it("a 401 on draft creation asks the view to go to /logout", async () => {
    const { result } = await setup({ scenario: "draft-401" });
    await act(() => result.current.add.actions.add(hotel));
    expect(result.current.add.status).toBe("loggedOut");
    expect(result.current.add.data.navigation).toEqual({ _tag: "logout", url: "/logout" });
  });
});
