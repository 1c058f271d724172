import { act, renderHook, waitFor } from "@testing-library/react";
import { ACTIVE_BUDGET_STORAGE_KEY, PORTAL_STORAGE_KEYS } from "@travesia/core";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { usePortalConfig } from "../config/usePortalConfig.js";
import { PortalProvider } from "../provider/PortalProvider.js";
import { fakeRealtime } from "../provider/realtime.js";
import { memoryPortalStorage } from "../provider/world.js";
import { useUser } from "../session/useUser.js";
import { hotel } from "../test/addToBudgetWorld.js";
import { signIn } from "../test/harness.js";
import type { Fetcher } from "../transport/transport.js";
import { useActiveBudget } from "./useActiveBudget.js";
import { useAddToBudget } from "./useAddToBudget.js";

/**
 * A page load of the pricer portal (`agente`, portal 2: quotations are trips, keys `userId%id`) whose configuration
 * reply is held back until the test lets it go, as a slow network would: the add is pressed in between.
 */
const lateConfigPage = async (previousPage: { readonly pricerFlag: string | null }) => {
  const base = inProcessFetcher(createDemoApi());
  await signIn(base);
  const created = (await (
    await base("/api/budget/create", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ budget: { title: "Madrid para Ana", firstName: "Ana", lastName: "Gómez" } }),
    })
  ).json()) as { budgetId: number };
  const active = String(created.budgetId);
  // What the previous page left: the active quotation, and (unless cleared) the pricer flag its configuration wrote.
  const storage = memoryPortalStorage();
  storage.local.setItem(ACTIVE_BUDGET_STORAGE_KEY, `2001%${active}`);
  if (previousPage.pricerFlag !== null)
    storage.local.setItem(PORTAL_STORAGE_KEYS.enablePricer, previousPage.pricerFlag);
  let release = () => {};
  const configHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  const calls: string[] = [];
  const fetcher: Fetcher = async (path, init) => {
    calls.push(`${init?.method ?? "GET"} ${path}`);
    if (path.startsWith("/api/portal/config/")) await configHeld;
    return base(path, init);
  };
  // The stores come from the storage, as the portal's entry makes them (no `stores` nor `initial` given).
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PortalProvider fetcher={fetcher} storage={storage} realtime={fakeRealtime().factory}>
      {children}
    </PortalProvider>
  );
  const page = renderHook(
    () => ({ user: useUser(), config: usePortalConfig(), active: useActiveBudget(), add: useAddToBudget() }),
    { wrapper },
  );
  await waitFor(() => expect(page.result.current.config.status).toBe("loading"));
  const items = async () =>
    ((await (await base(`/api/budget/get/${active}`)).json()) as { budget: { items: unknown[] } }).budget.items;
  return { page, release, calls, active, items, storage };
};

/** Presses the add without waiting for it: the test decides when the held configuration reply arrives. */
const press = (page: Awaited<ReturnType<typeof lateConfigPage>>["page"]) => {
  let pressed: Promise<void> = Promise.resolve();
  act(() => {
    pressed = page.result.current.add.actions.add(hotel);
  });
  return pressed;
};

describe("useAddToBudget on a page whose configuration has not arrived yet", () => {
  it("knows the active quotation at once from the local pricer flag, and the add waits for the configuration", async () => {
    const { page, release, calls, active, items } = await lateConfigPage({ pricerFlag: "true" });
    expect(page.result.current.active.data).toEqual({ mode: "trip", id: active });
    const pressed = press(page);
    await waitFor(() => expect(page.result.current.add.status).toBe("adding"));
    expect(calls.filter((call) => call.startsWith("POST "))).toEqual([]);
    release();
    await act(() => pressed);
    expect(page.result.current.add.status).toBe("added");
    expect(calls).not.toContain("POST /v3/api/create/draft");
    expect(await items()).toHaveLength(1);
    expect(page.result.current.add.data.navigation).toEqual({
      _tag: "trip",
      url: `/v3/trip/edit/${active}`,
      delayMs: 0,
    });
  });

  it("with no local flag to go by, adds to the active quotation once the configuration says quotations are trips", async () => {
    const { page, release, calls, active, items, storage } = await lateConfigPage({ pricerFlag: null });
    expect(page.result.current.active.data.id).toBeNull();
    const pressed = press(page);
    await waitFor(() => expect(page.result.current.add.status).toBe("adding"));
    expect(calls.filter((call) => call.startsWith("POST "))).toEqual([]);
    release();
    await act(() => pressed);
    expect(page.result.current.add.status).toBe("added");
    expect(calls).not.toContain("POST /v3/api/create/draft");
    expect(await items()).toHaveLength(1);
    expect(storage.local.getItem(ACTIVE_BUDGET_STORAGE_KEY)).toBe(`2001%${active}`);
  });
});
