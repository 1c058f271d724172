import { renderHook, waitFor } from "@testing-library/react";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import { expect } from "vitest";
import { useBudgetWidget } from "../budgets/useBudgetWidget.js";
import { useUser } from "../session/useUser.js";
import { harness, signIn, withScenario } from "./harness.js";

export const newBudget = (title: string) => ({ title, firstName: "Ana", lastName: "Pérez", comments: "" });

/** A signed-in agent over a fresh demo API; `scenario` switches the demo's scenario header on. */
export const agentWorld = async (username = "agente") => {
  let scenario = "";
  const base = inProcessFetcher(createDemoApi());
  await signIn(base, username);
  const h = harness({ fetcher: withScenario(base, () => scenario) });
  return { h, setScenario: (name: string) => (scenario = name) };
};

export const renderWidget = async (h: ReturnType<typeof harness>) => {
  const hook = renderHook(() => ({ user: useUser(), widget: useBudgetWidget() }), { wrapper: h.wrapper });
  await waitFor(() => expect(hook.result.current.user.status).toBe("signedIn"));
  await waitFor(() => expect(hook.result.current.widget.status).toBe("ready"));
  return hook;
};
