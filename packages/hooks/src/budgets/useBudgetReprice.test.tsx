import { act, renderHook, waitFor } from "@testing-library/react";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import { describe, expect, it } from "vitest";
import { fakeClock } from "../test/fakeClock.js";
import { harness, signIn, withScenario } from "../test/harness.js";
import { useBudgetDetail } from "./useBudgetDetail.js";
import { useBudgetReprice } from "./useBudgetReprice.js";

const NOW = Date.UTC(2026, 10, 21, 12);

/** A budget with a Bariloche hotel rate and a Punta del Este house, both quoted at NOW; the scenario header given. */
const world = async (scenario: string) => {
  const base = inProcessFetcher(createDemoApi({ now: () => new Date(NOW) }));
  await signIn(base, "agente");
  const post = async (path: string, body: unknown) =>
    (await (
      await base(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })
    ).json()) as Record<string, unknown>;
  const first = async (path: string, url: string) =>
    ((await post(path, { url })).hotels as { rates: { tripProductID: string }[] }[])[0]?.rates[0]?.tripProductID;
  const add = (product: string, rateId: string | undefined, budgetId: string) =>
    post("/api/budget/addProduct", { product, rateId, budgetId, parameters: {}, occupancy: "2-0" });
  const hotel = await first("/api/v1/hotels/search", "/hotel/results/BRC/2026-12-10/2026-12-14/2-0");
  const id = (await add("hotel", hotel, "")).budgetId as string;
  await add("house", await first("/api/v1/houses/search", "/house/results/-/PDP/2026-12-20/2026-12-27/2-0"), id);
  const h = harness({ fetcher: withScenario(base, () => scenario), clock: fakeClock(NOW + 2 * 86_400_000) });
  return renderHook(
    () => {
      const detail = useBudgetDetail("budget", id);
      return { detail, reprice: useBudgetReprice(detail.data.budget) };
    },
    { wrapper: h.wrapper },
  );
};

describe("useBudgetReprice", () => {
  it("re-quotes, shows a changed and a withdrawn line, accepts the change, and then reads it unchanged", async () => {
    const { result } = await world("requote-change,requote-withdraw");
    await waitFor(() => expect(result.current.detail.status).toBe("ready"));
    // Two days after they were quoted, the prices are stale.
    expect(result.current.reprice).toMatchObject({
      status: "idle",
      data: { lines: [], stale: true, repricedOn: null },
    });
    act(() => result.current.reprice.actions.requote());
    await waitFor(() => expect(result.current.reprice.status).toBe("ready"));
    expect(result.current.reprice.data.lines.map((line) => line._tag)).toEqual(["Changed", "Unavailable"]);
    const hotelId = result.current.reprice.data.lines[0]?.itemId ?? "";
    expect(await act(() => result.current.reprice.actions.accept([hotelId]))).toBe(true);
    await waitFor(() => expect(result.current.reprice.data.lines[0]?._tag).toBe("Unchanged"));
    expect(result.current.detail.data.budget?.repricedAt).toBe(new Date(NOW).toISOString());
    // Noon UTC: the same day on any clock from -12:00 to +11:59.
    expect(result.current.reprice.data.repricedOn).toBe("21/11/2026");
  });

  it("says a refused acceptance failed", async () => {
    const { result } = await world("requote-withdraw");
    await waitFor(() => expect(result.current.detail.status).toBe("ready"));
    act(() => result.current.reprice.actions.requote());
    await waitFor(() => expect(result.current.reprice.status).toBe("ready"));
    const gone = result.current.reprice.data.lines[1]?.itemId ?? "";
    expect(await act(() => result.current.reprice.actions.accept([gone]))).toBe(false);
    await waitFor(() => expect(result.current.reprice.error).toEqual({ key: "budget.repriceError" }));
  });
});
