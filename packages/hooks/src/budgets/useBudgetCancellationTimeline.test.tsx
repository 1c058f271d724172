import { renderHook, waitFor } from "@testing-library/react";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import { describe, expect, it } from "vitest";
import { useUser } from "../session/useUser.js";
import { fakeClock } from "../test/fakeClock.js";
import { harness, signIn } from "../test/harness.js";
import type { Fetcher } from "../transport/transport.js";
import { useBudgetCancellationTimeline } from "./useBudgetCancellationTimeline.js";
import { useBudgetDeadlines } from "./useBudgetDeadlines.js";
import { useBudgetDetail } from "./useBudgetDetail.js";

// The demo's clock and the portal's are the same instant: the budget's terms are quoted as of it.
const NOW = Date.UTC(2026, 10, 21, 12);
const ZONE = "America/Argentina/Buenos_Aires";

const post = async (fetcher: Fetcher, path: string, body: unknown) =>
  (await fetcher(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  }).then((reply) => reply.json())) as Record<string, unknown>;

/** An agent's budget holding the first hotel rate of Bariloche (check-in 2026-12-10) and the first house of Punta del Este. */
const budgetWithHotelAndHouse = async () => {
  const base = inProcessFetcher(createDemoApi({ now: () => new Date(NOW) }));
  await signIn(base, "agente");
  const firstRate = async (path: string, url: string) =>
    ((await post(base, path, { url })).hotels as { rates: { tripProductID: string }[] }[])[0]?.rates[0]
      ?.tripProductID ?? "";
  const hotel = await firstRate("/api/v1/hotels/search", "/hotel/results/BRC/2026-12-10/2026-12-14/2-0");
  const house = await firstRate("/api/v1/houses/search", "/house/results/-/PDP/2026-11-24/2026-11-30/2-0");
  const add = (product: string, rateId: string, budgetId: string) =>
    post(base, "/api/budget/addProduct", { product, rateId, budgetId, parameters: {}, occupancy: "2-0" });
  const id = (await add("hotel", hotel, "")).budgetId as string;
  await add("house", house, id);
  return { h: harness({ fetcher: base, clock: fakeClock(NOW) }), id };
};

describe("useBudgetCancellationTimeline and useBudgetDeadlines", () => {
  it("merge the budget's items from the provider's today, and list the deadlines of the next days", async () => {
    const { h, id } = await budgetWithHotelAndHouse();
    const { result } = renderHook(
      () => {
        const detail = useBudgetDetail("budget", id);
        return {
          user: useUser(),
          timeline: useBudgetCancellationTimeline(detail.data.budget, ZONE),
          deadlines: useBudgetDeadlines(ZONE),
        };
      },
      { wrapper: h.wrapper },
    );
    await waitFor(() => expect(result.current.timeline).not.toBeNull());
    const timeline = result.current.timeline;
    expect(timeline?.today).toBe("2026-11-21");
    // The house starts first (2026-11-24) and was booked inside its three-day window: the whole stay from today.
    expect(timeline?.tripStart).toBe("2026-11-24");
    expect(timeline?.currency).toBe("USD");
    expect(timeline?.days.every((day) => day.total.unknownItems === 0)).toBe(true);
    expect(timeline?.days[0]?.items.map((share) => share.penalty._tag)).toEqual(["Known", "Known"]);

    await waitFor(() => expect(result.current.deadlines.status).toBe("ready"));
    const { deadlines, timeZone, windowDays } = result.current.deadlines.data;
    expect([timeZone, windowDays]).toEqual([ZONE, 5]);
    // Both items' prices hold 72 hours: 2026-11-24 12:00 UTC, 09:00 in Buenos Aires.
    expect(deadlines.filter((deadline) => deadline.kind === "rateValidity").map((deadline) => deadline.local)).toEqual([
      { date: "2026-11-24", time: "09:00", timeZone: ZONE },
      { date: "2026-11-24", time: "09:00", timeZone: ZONE },
    ]);
    expect(deadlines.map((deadline) => deadline.at)).toEqual([...deadlines.map((deadline) => deadline.at)].sort());
  });

  it("is off with nobody signed in", async () => {
    const h = harness({ clock: fakeClock(NOW) });
    const { result } = renderHook(() => ({ user: useUser(), deadlines: useBudgetDeadlines(ZONE) }), {
      wrapper: h.wrapper,
    });
    await waitFor(() => expect(result.current.user.status).toBe("anonymous"));
    expect(result.current.deadlines).toMatchObject({ status: "off", data: { deadlines: [] }, error: null });
  });
});
