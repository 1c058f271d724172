import { renderHook, waitFor } from "@testing-library/react";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import { expect } from "vitest";
import { useAddToBudget } from "../budgets/useAddToBudget.js";
import { usePortalStore } from "../provider/PortalProvider.js";
import { useUser } from "../session/useUser.js";
import { fakeClock } from "./fakeClock.js";
import { harness, signIn, withScenario } from "./harness.js";

export const hotel = { product: "hotel", rateId: "rate-1", occupancy: "2-0", destinationId: "123" };

export const setup = async (
  options: {
    scenario?: string;
    mode?: "budget" | "trip";
    flags?: Record<string, boolean>;
    /** The configuration's load: landed with `flags` and `mode` by default, or failed (its flags to come). */
    configStatus?: "ready" | "error";
  } = {},
) => {
  const base = inProcessFetcher(createDemoApi());
  await signIn(base);
  const clock = fakeClock();
  const h = harness({
    fetcher: withScenario(base, () => options.scenario ?? ""),
    clock,
    initial: {
      active: { mode: options.mode ?? "budget" },
      config: { status: options.configStatus ?? "ready", flags: options.flags ?? {} },
    },
  });
  const hook = renderHook(
    () => ({ user: useUser(), add: useAddToBudget(), toasts: usePortalStore("toasts", (s) => s.toasts) }),
    { wrapper: h.wrapper },
  );
  await waitFor(() => expect(hook.result.current.user.status).toBe("signedIn"));
  return { h, clock, result: hook.result };
};
