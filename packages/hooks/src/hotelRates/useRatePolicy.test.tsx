import { act, renderHook, waitFor } from "@testing-library/react";
import { POLICY_LOADING_DELAY_MS } from "@travesia/core";
import { describe, expect, it } from "vitest";
import { hotelRatesWorld } from "../test/hotelRatesWorld.js";
import { useRatePolicy } from "./useRatePolicy.js";

const flags = { smartFlow: false, relatedRates: true };

const render = async (scenario = "", smartFlow = false) => {
  const world = await hotelRatesWorld();
  world.setScenario(scenario);
  const id = world.hotel.rates[0]?.tripProductID ?? "";
  // Every state the row was drawn in, in order: what a person could have seen.
  const drawn: string[] = [];
  const hook = renderHook(
    () => {
      const policy = useRatePolicy(id, { ...flags, smartFlow });
      drawn.push(`${policy.data.open ? "open" : "shut"} ${policy.status}`);
      return policy;
    },
    { wrapper: world.h.wrapper },
  );
  return { ...world, id, result: hook.result, drawn };
};

describe("useRatePolicy against the demo API", () => {
  it("opens: loading ('Consultando' compact), then loaded with core's view model and row status 2", async () => {
    const { h, id, result } = await render();
    expect(result.current).toMatchObject({ status: "closed", data: { rowStatus: 0, selectable: true, policy: null } });
    act(() => result.current.actions.open());
    expect(result.current.status).toBe("loading");
    expect(result.current.data.compact.loadingKey).toBe("policy.checking");
    await waitFor(() => expect(result.current.status).toBe("loaded"));
    expect(result.current.data.rowStatus).toBe(2);
    const policy = result.current.data.policy;
    expect(policy?.cancellation.headline.key).toMatch(/^policy\.type/);
    expect(policy?.cancellation.timeline[0]?.isFirst).toBe(true);
    expect(h.calls).toContain(`GET /api/v1/hotels/politics/${encodeURIComponent(id)}/DD%2FMM%2FYYYY/false`);
    act(() => result.current.actions.close());
    expect(result.current.status).toBe("closed");
    act(() => result.current.actions.open());
    await waitFor(() => expect(result.current.status).toBe("loaded"));
    expect(h.calls.filter((call) => call.includes("/politics/"))).toHaveLength(1);
  });

  it("the pointer's arrival sends the politics call in the same task, as urgent (fetch priority high)", async () => {
    const { h, id, result, priorities } = await render();
    const politics = `GET /api/v1/hotels/politics/${encodeURIComponent(id)}/DD%2FMM%2FYYYY/false`;
    act(() => result.current.actions.prefetch());
    // Synchronously: the fetcher was called before the handler returned.
    expect(h.calls).toContain(politics);
    expect(priorities).toContain(`high ${politics}`);
    expect(priorities.filter((call) => !call.includes("/politics/")).every((call) => call.startsWith("auto "))).toBe(
      true,
    );
  });

  it("a failure is the error panel, row status 9 (unselectable) and related rates enabled; retry asks again", async () => {
    const { h, result, setScenario } = await render("policy-fail");
    act(() => result.current.actions.open());
    await waitFor(() => expect(result.current.status).toBe("error"));
    expect(result.current.data).toMatchObject({ rowStatus: 9, selectable: false, relatedRatesEnabled: true });
    expect(result.current.data.compact.errorKey).toBe("policy.compactError");
    expect(result.current.data.full).toMatchObject({ errorKey: "policy.loadError", retryKey: "policy.retry" });
    setScenario("");
    act(() => result.current.actions.retry());
    await waitFor(() => expect(result.current.status).toBe("loaded"));
    expect(result.current.data.rowStatus).toBe(9);
    expect(h.calls.filter((call) => call.includes("/politics/"))).toHaveLength(2);
  });

  it("with smart flow a failure keeps the row selectable", async () => {
    const { result } = await render("policy-fail", true);
    act(() => result.current.actions.open());
    await waitFor(() => expect(result.current.status).toBe("error"));
    expect(result.current.data).toMatchObject({ rowStatus: 0, selectable: true });
  });

  it("a 206 reply carries the alternative product ids", async () => {
    const { result } = await render("policy-206");
    act(() => result.current.actions.open());
    await waitFor(() => expect(result.current.status).toBe("loaded"));
    expect(result.current.data.alternativeProductIds.length).toBeGreaterThan(0);
  });

  it("a prefetch asks the call ahead without moving the row; the opening then reads its reply (one call)", async () => {
    const { h, result } = await render();
    const politics = () => h.calls.filter((call) => call.includes("/politics/"));
    act(() => result.current.actions.prefetch());
    await waitFor(() => expect(politics()).toHaveLength(1));
    expect(result.current).toMatchObject({ status: "closed", data: { rowStatus: 0, selectable: true, policy: null } });
    act(() => result.current.actions.open());
    await waitFor(() => expect(result.current.status).toBe("loaded"));
    expect(result.current.data.policy?.cancellation.timeline[0]?.isFirst).toBe(true);
    expect(politics()).toHaveLength(1);
  });

  it("a failed prefetch leaves the row selectable and closed; the opening asks again", async () => {
    const { h, result } = await render("policy-fail");
    const politics = () => h.calls.filter((call) => call.includes("/politics/"));
    act(() => result.current.actions.prefetch());
    await waitFor(() => expect(politics()).toHaveLength(1));
    expect(result.current).toMatchObject({ status: "closed", data: { rowStatus: 0, selectable: true } });
    act(() => result.current.actions.open());
    await waitFor(() => expect(result.current.status).toBe("error"));
    expect(politics()).toHaveLength(2);
  });

  it("show: a reply within the loading delay opens the panel straight on the policy (no loading state drawn)", async () => {
    const { h, clock, result, drawn } = await render();
    act(() => result.current.actions.show());
    // Nothing moves while the call runs within the delay: the row is drawn once, on the reply.
    expect(result.current).toMatchObject({ status: "closed", data: { open: false } });
    await waitFor(() => expect(result.current.status).toBe("loaded"));
    expect(result.current.data).toMatchObject({ open: true, rowStatus: 2 });
    // The delay's timer went with the reply: its end draws nothing.
    act(() => clock.advance(POLICY_LOADING_DELAY_MS));
    expect(result.current.status).toBe("loaded");
    expect(drawn.some((state) => state.endsWith("loading"))).toBe(false);
    // Closed, the compact line keeps the policy; opened again, the cached reply opens it at once (no call, no await).
    act(() => result.current.actions.hide());
    expect(result.current).toMatchObject({ status: "loaded", data: { open: false } });
    const before = drawn.length;
    act(() => result.current.actions.show());
    expect(result.current).toMatchObject({ status: "loaded", data: { open: true } });
    expect(drawn.slice(before)).toEqual(["open loaded"]);
    expect(h.calls.filter((call) => call.includes("/politics/"))).toHaveLength(1);
  });

  it("show: a reply slower than the delay opens the panel on the loading state when the delay ends, then the policy", async () => {
    const { clock, result } = await render();
    act(() => result.current.actions.show());
    act(() => clock.advance(POLICY_LOADING_DELAY_MS - 1));
    expect(result.current).toMatchObject({ status: "closed", data: { open: false } });
    // The reply cannot have come between two synchronous steps: the delay ends first.
    act(() => clock.advance(1));
    expect(result.current).toMatchObject({ status: "loading", data: { open: true } });
    expect(result.current.data.full.panel).toBe("loading");
    await waitFor(() => expect(result.current.status).toBe("loaded"));
    expect(result.current.data.open).toBe(true);
  });

  it("show: a failure opens the panel on the error ('Intente nuevamente'); the row is disabled", async () => {
    const { result } = await render("policy-fail");
    act(() => result.current.actions.show());
    await waitFor(() => expect(result.current.status).toBe("error"));
    expect(result.current.data).toMatchObject({ open: true, rowStatus: 9, selectable: false });
    expect(result.current.data.full.retryKey).toBe("policy.retry");
  });

  it("show after a prefetch joins its call: one call, the panel opened on the policy without a loading state", async () => {
    const { h, result, drawn } = await render();
    act(() => result.current.actions.prefetch());
    act(() => result.current.actions.show());
    await waitFor(() => expect(result.current.status).toBe("loaded"));
    expect(result.current.data.open).toBe(true);
    expect(drawn.some((state) => state.endsWith("loading"))).toBe(false);
    expect(h.calls.filter((call) => call.includes("/politics/"))).toHaveLength(1);
  });
});
