import { act, renderHook, waitFor } from "@testing-library/react";
import { ACTIVE_BUDGET_STORAGE_KEY } from "@travesia/core";
import { describe, expect, it } from "vitest";
import { useUser } from "../session/useUser.js";
import { agentWorld, newBudget, renderWidget } from "../test/budgetWorld.js";
import { useBudgetList } from "./useBudgetList.js";

describe("budget widget against the demo API", () => {
  it("creates budgets (each becomes active), activates another, searches from 3 characters and deletes", async () => {
    const { h } = await agentWorld();
    const { result } = await renderWidget(h);
    expect(result.current.widget.data).toMatchObject({ active: null, others: [], count: 0 });

    const first = await act(() => result.current.widget.actions.create(newBudget("Caribe")));
    expect(first._tag).toBe("Created");
    await waitFor(() => expect(result.current.widget.data.active?.budget.title).toBe("Caribe"));
    await act(() => result.current.widget.actions.create(newBudget("Europa")));
    await waitFor(() => expect(result.current.widget.data.active?.budget.title).toBe("Europa"));
    expect(result.current.widget.data.others.map((entry) => entry.budget.title)).toEqual(["Caribe"]);
    expect(result.current.widget.data.others[0]?.timeSince).toBe("hace un momento");

    const caribe = result.current.widget.data.others[0]?.budget.quotationId ?? "";
    expect(await act(() => result.current.widget.actions.activate(caribe))).toBe(true);
    expect(result.current.widget.data.active?.budget.title).toBe("Caribe");
    // The demo agent's portal is a pricer's (spec 000 §4: trip mode): the activation asked for its configuration and
    // keeps the key in that mode.
    expect(h.storage.local.getItem(ACTIVE_BUDGET_STORAGE_KEY)).toBe(`2001%${caribe}`);

    const before = h.calls.length;
    act(() => result.current.widget.actions.search("Eu"));
    expect(result.current.widget.data.searchIssue).toEqual({
      path: ["term"],
      key: "budget.searchTooShort",
      params: { min: 3 },
    });
    expect(h.calls.length).toBe(before);
    act(() => result.current.widget.actions.search("Euro"));
    await waitFor(() => expect(result.current.widget.data.others.map((e) => e.budget.title)).toEqual(["Europa"]));

    act(() => result.current.widget.actions.search(""));
    await waitFor(() => expect(result.current.widget.data.count).toBe(2));
    expect(await act(() => result.current.widget.actions.remove(caribe))).toBe(true);
    await waitFor(() => expect(result.current.widget.data.count).toBe(1));
    expect(result.current.widget.data.active).toBeNull();
  });

  it("refuses an invalid new budget with core's issues, and shows the server's 409 message", async () => {
    const { h, setScenario } = await agentWorld();
    const { result } = await renderWidget(h);
    const invalid = await act(() =>
      result.current.widget.actions.create({ title: "", firstName: "R2D2", lastName: "x", comments: "" }),
    );
    expect(invalid._tag === "Invalid" && invalid.issues.map((issue) => issue.key)).toEqual([
      "budget.titleRequired",
      "budget.firstNameInvalid",
    ]);
    setScenario("budget-create-409");
    const refused = await act(() => result.current.widget.actions.create(newBudget("Caribe")));
    expect(refused).toEqual({
      _tag: "Refused",
      error: { key: "budget.createError", serverMessage: 'Ya existe un presupuesto "Caribe" para Ana Pérez.' },
    });
    expect(result.current.widget.error?.serverMessage).toContain("Ya existe");
  });

  it("gives 'No se pudieron recuperar los presupuestos' when the list fails (spec 000 §8)", async () => {
    const { h, setScenario } = await agentWorld();
    setScenario("budget-list-fail");
    const { result } = renderHook(() => ({ user: useUser(), list: useBudgetList() }), { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.list.status).toBe("error"));
    expect(result.current.list.error).toEqual({ key: "budget.listError" });
  });
});
