import { act, renderHook, waitFor } from "@testing-library/react";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import { describe, expect, it } from "vitest";
import { failingFor, harness, signIn } from "../test/harness.js";
import { useBudgetCustomerView } from "./useBudgetCustomerView.js";
import { useBudgetShareLink } from "./useBudgetShareLink.js";

/** `agente` with a new budget of their own, in a demo API shared with the customer's browser. */
const agentBudget = async () => {
  const api = createDemoApi();
  const fetcher = inProcessFetcher(api);
  await signIn(fetcher, "agente");
  const created = await fetcher("/api/budget/create", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ budget: { title: "Bariloche", firstName: "Ana", lastName: "Gómez", comments: "neto" } }),
  });
  const { budgetId } = (await created.json()) as { budgetId: string };
  return { api, fetcher, budgetId };
};

describe("useBudgetShareLink and useBudgetCustomerView", () => {
  it("creates a link the customer opens, shows the opening, e-mails it and revokes it", async () => {
    const { api, fetcher, budgetId } = await agentBudget();
    const agent = renderHook(() => useBudgetShareLink(budgetId), { wrapper: harness({ fetcher }).wrapper });
    await waitFor(() => expect(agent.result.current.status).toBe("ready"));
    expect(agent.result.current.data).toEqual({ link: null, path: null, emailedTo: null });
    expect(await act(() => agent.result.current.actions.create())).toBe(true);
    await waitFor(() => expect(agent.result.current.data.link?.state).toBe("active"));
    const token = agent.result.current.data.link?.token ?? "";
    expect(agent.result.current.data.path).toBe(`/presupuesto/${token}`);

    const customerHarness = harness({ fetcher: inProcessFetcher(api) });
    const customer = renderHook(() => useBudgetCustomerView(token), { wrapper: customerHarness.wrapper });
    await waitFor(() => expect(customer.result.current.status).toBe("ready"));
    expect(customer.result.current.view).toMatchObject({ title: "Bariloche", customerName: "Ana Gómez", items: [] });

    expect(await act(() => agent.result.current.actions.email("ana@example.com", "es"))).toBe(true);
    await waitFor(() => expect(agent.result.current.data.emailedTo).toBe("ana@example.com"));
    expect(agent.result.current.data.link?.openCount).toBe(1);
    expect(await act(() => agent.result.current.actions.revoke())).toBe(true);
    await waitFor(() => expect(agent.result.current.data.link?.state).toBe("revoked"));

    const again = renderHook(() => useBudgetCustomerView(token), {
      wrapper: harness({ fetcher: inProcessFetcher(api) }).wrapper,
    });
    await waitFor(() => expect(again.result.current.status).toBe("revoked"));
  });

  it("says a failed call, and a malformed or unknown token, without asking twice", async () => {
    const { fetcher, budgetId } = await agentBudget();
    const failing = failingFor(fetcher, /^POST \/api\/budget\/shareLink/);
    const agent = renderHook(() => useBudgetShareLink(budgetId), { wrapper: harness({ fetcher: failing }).wrapper });
    await waitFor(() => expect(agent.result.current.status).toBe("ready"));
    expect(await act(() => agent.result.current.actions.create())).toBe(false);
    await waitFor(() => expect(agent.result.current.error).toEqual({ key: "budget.shareError" }));

    const bad = renderHook(() => useBudgetCustomerView("abc"), { wrapper: harness({ fetcher }).wrapper });
    expect(bad.result.current.status).toBe("badLink");
    const unknown = renderHook(() => useBudgetCustomerView("A".repeat(43)), { wrapper: harness({ fetcher }).wrapper });
    await waitFor(() => expect(unknown.result.current.status).toBe("notFound"));
  });
});
