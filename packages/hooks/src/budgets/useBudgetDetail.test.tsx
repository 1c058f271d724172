import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { agentWorld, newBudget, renderWidget } from "../test/budgetWorld.js";
import { useBudgetDetail } from "./useBudgetDetail.js";

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
