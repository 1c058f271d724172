import { renderHook, waitFor } from "@testing-library/react";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import { describe, expect, it } from "vitest";
import { usePortalConfig } from "../config/usePortalConfig.js";
import { useUser } from "../session/useUser.js";
import { harness, signIn, withScenario } from "../test/harness.js";
import { useShellHeader } from "./useShellHeader.js";

const render = async (username: string | null, scenario: string) => {
  const base = inProcessFetcher(createDemoApi());
  if (username !== null) await signIn(base, username);
  const h = harness({ fetcher: withScenario(base, () => scenario) });
  const hook = renderHook(() => ({ user: useUser(), config: usePortalConfig(), header: useShellHeader() }), {
    wrapper: h.wrapper,
  });
  await waitFor(() => expect(hook.result.current.config.status).toBe("ready"));
  await waitFor(() => expect(hook.result.current.header.status).toBe("ready"));
  return hook.result;
};

describe("useShellHeader against the demo API", () => {
  it("shows the maintenance banner to a B2B agent", async () => {
    const result = await render("agente", "maintenance");
    expect(result.current.header.data.maintenanceBanner).not.toBeNull();
    expect(result.current.header.data.freezeBlocker).toBeNull();
  });

  it("blocks the screen while freezing", async () => {
    const result = await render("agente", "freezing");
    expect(result.current.header.data.freezeBlocker?.message).toBeTruthy();
  });

  it("never shows maintenance to a B2C visitor", async () => {
    const result = await render(null, "maintenance");
    expect(result.current.header.data.maintenanceBanner).toBeNull();
  });

  it("is quiet when the header call fails", async () => {
    const base = inProcessFetcher(createDemoApi());
    const h = harness({ fetcher: withScenario(base, () => "counters-fail") });
    const { result } = renderHook(() => useShellHeader(), { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.status).toBe("error"));
    expect(result.current.data).toMatchObject({ maintenanceBanner: null, freezeBlocker: null, chat: null });
  });
});
