import { act, renderHook, waitFor } from "@testing-library/react";
import { ACTIVE_QUOTE_STORAGE_KEY } from "@travesia/core";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import { describe, expect, it } from "vitest";
import { useUser } from "../session/useUser.js";
import { harness, signIn, withScenario } from "../test/harness.js";
import type { Fetcher } from "../transport/transport.js";
import { useActiveQuote } from "./useActiveQuote.js";
import { useBudgetList } from "./useBudgetList.js";
import { useBudgetWidget } from "./useBudgetWidget.js";
import { useQuoteDetail } from "./useQuoteDetail.js";

const newBudget = (title: string) => ({ title, firstName: "Ana", lastName: "Pérez", comments: "" });

/** A signed-in agent over a fresh demo API; `scenario` switches the demo's scenario header on. */
const agentWorld = async (username = "agente") => {
  let scenario = "";
  const base = inProcessFetcher(createDemoApi());
  await signIn(base, username);
  const h = harness({ fetcher: withScenario(base, () => scenario) });
  return { h, setScenario: (name: string) => (scenario = name) };
};

const renderWidget = async (h: ReturnType<typeof harness>) => {
  const hook = renderHook(() => ({ user: useUser(), widget: useBudgetWidget() }), { wrapper: h.wrapper });
  await waitFor(() => expect(hook.result.current.user.status).toBe("signedIn"));
  await waitFor(() => expect(hook.result.current.widget.status).toBe("ready"));
  return hook;
};

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
    expect(h.storage.local.getItem(ACTIVE_QUOTE_STORAGE_KEY)).toBe(`2001-${caribe}`);

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

describe("useActiveQuote", () => {
  it("refuses a stored key of another user (spec 000 §6)", async () => {
    const { h } = await agentWorld();
    h.storage.local.setItem(ACTIVE_QUOTE_STORAGE_KEY, "9999-12");
    const { result } = renderHook(() => ({ user: useUser(), active: useActiveQuote() }), { wrapper: h.wrapper });
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
    const { result } = renderHook(() => ({ user: useUser(), active: useActiveQuote() }), { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.user.status).toBe("signedIn"));
    expect(await act(() => result.current.active.actions.activate(String(created.budgetId)))).toBe(false);
    expect(result.current.active.error).toEqual({ key: "budget.noPermission" });

    const detail = renderHook(() => useQuoteDetail("budget", String(created.budgetId)), { wrapper: h.wrapper });
    await waitFor(() => expect(detail.result.current.status).toBe("forbidden"));
  });
});

describe("useQuoteDetail", () => {
  it("reads a budget and a trip with their items", async () => {
    const { h } = await agentWorld();
    const { result } = await renderWidget(h);
    const created = await act(() => result.current.widget.actions.create(newBudget("Caribe")));
    const id = created._tag === "Created" ? created.budget.quotationId : "";
    const budget = renderHook(() => useQuoteDetail("budget", id), { wrapper: h.wrapper });
    await waitFor(() => expect(budget.result.current.status).toBe("ready"));
    expect(budget.result.current.data.quote).toMatchObject({ quotationId: id, title: "Caribe", items: [] });
    const trip = renderHook(() => useQuoteDetail("trip", id), { wrapper: h.wrapper });
    await waitFor(() => expect(trip.result.current.status).toBe("ready"));
    const missing = renderHook(() => useQuoteDetail("budget", "999999"), { wrapper: h.wrapper });
    await waitFor(() => expect(missing.result.current.status).toBe("error"));
    expect(missing.result.current.error).toEqual({ key: "budget.getError" });
  });
});
