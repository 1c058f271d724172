import { act } from "@testing-library/react";
import { ACTIVE_BUDGET_STORAGE_KEY } from "@travesia/core";
import { describe, expect, it } from "vitest";
import { hotel, setup } from "../test/addToBudgetWorld.js";

describe("useAddToBudget: which budget or trip receives the product", () => {
  it("adds to the stored active budget without a draft", async () => {
    const { h, result } = await setup();
    const created = (await (
      await h.fetcher("/api/budget/create", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ budget: { title: "Caribe", firstName: "Ana", lastName: "Pérez" } }),
      })
    ).json()) as { budgetId: number };
    h.storage.local.setItem(ACTIVE_BUDGET_STORAGE_KEY, `2001-${created.budgetId}`);
    await act(() => result.current.add.actions.add(hotel));
    expect(result.current.add.status).toBe("added");
    expect(h.calls).not.toContain("POST /v3/api/create/draft");
    expect(result.current.add.data.navigation).toBeNull();
  });

  it("creates a new draft when the stored trip belongs to another user (spec 000 §4)", async () => {
    const { h, result } = await setup({ mode: "trip" });
    h.storage.local.setItem(ACTIVE_BUDGET_STORAGE_KEY, "9999%42");
    await act(() => result.current.add.actions.add(hotel));
    expect(result.current.add.status).toBe("added");
    expect(h.calls).toContain("POST /v3/api/create/draft");
    expect(h.storage.local.getItem(ACTIVE_BUDGET_STORAGE_KEY)).toMatch(/^2001%/);
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
