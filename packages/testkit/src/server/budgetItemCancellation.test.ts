import {
  BudgetGetReply,
  budgetDeadlines,
  buildPackageResultsUrl,
  type CalendarDate,
  cancellationTimeline,
  decodeWith,
  endpoints,
  type PackageSearch,
  PackageSearchReply,
  packageBudgetItem,
  packageInitialChoice,
} from "@travesia/core";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { demoSession } from "../internal/accountsTestSupport.js";

const NOW = new Date("2026-11-21T12:00:00Z");

type SearchReply = { hotels: { rates: { tripProductID: string }[] }[] };

/** The first rate of a search, added to the agent's active budget (a new one at first). */
const addFirstRate = async (
  tab: Awaited<ReturnType<typeof demoSession>>["tab"],
  product: "hotel" | "house",
  url: string,
  budgetId: string,
) => {
  const search = await tab.post(`/api/v1/${product === "hotel" ? "hotels" : "houses"}/search`, { url });
  const rateId = (search.json as unknown as SearchReply).hotels[0]?.rates[0]?.tripProductID ?? "";
  const added = await tab.post("/api/budget/addProduct", {
    product,
    rateId,
    budgetId,
    parameters: {},
    occupancy: "2-0",
  });
  expect(added.status).toBe(200);
  return added.json.budgetId as string;
};

describe("budget items' cancellation terms", () => {
  it("a hotel and a house carry penalty steps and deadlines that core merges into a timeline", async () => {
    const { tab } = await demoSession("agente", { now: () => NOW });
    const id = await addFirstRate(tab, "hotel", "/hotel/results/BRC/2026-12-10/2026-12-14/2-0", "");
    await addFirstRate(tab, "house", "/house/results/-/PDP/2026-12-20/2026-12-27/2-0", id);
    const reply = decodeWith(BudgetGetReply)((await tab.get(`/api/budget/get/${id}`)).json);
    if (Result.isFailure(reply)) throw new Error(reply.failure.message);
    const budget = reply.success.budget;
    if (budget === undefined) throw new Error("no budget");
    const [hotel, house] = budget.items ?? [];
    expect(hotel?.cancellation?.serviceDate).toBe("2026-12-10");
    expect(house?.cancellation).toMatchObject({
      serviceDate: "2026-12-20",
      penalties: [{ from: "2026-12-06" }, { from: "2026-12-17", amount: house?.price?.amount }],
    });
    expect(house?.deadlines).toEqual([
      { kind: "freeCancellation", at: "2026-12-06T00:00:00Z" },
      { kind: "rateValidity", at: "2026-11-24T12:00:00.000Z" },
    ]);

    const timeline = cancellationTimeline({
      items: budget.items ?? [],
      today: "2026-11-21" as CalendarDate,
      currency: "USD",
      conversions: [],
    });
    expect(timeline.tripStart).toBe("2026-12-10");
    expect(timeline.days.every((day) => day.total.unknownItems === 0)).toBe(true);
    // Cancelling the day before the hotel's check-in costs at least the house's half.
    const last = timeline.days.at(-1);
    expect(last?.total.known.minor).toBeGreaterThanOrEqual(Math.round((house?.price?.amount ?? 0) * 50));

    const deadlines = budgetDeadlines({ budgets: [budget], nowMs: NOW.getTime(), timeZone: "UTC" });
    expect(deadlines.map((deadline) => deadline.kind)).toContain("rateValidity");
    expect(deadlines.every((deadline) => deadline.href.startsWith(`/mybudgets/${id}#item-`))).toBe(true);
  });

  it("a package costs at least its flight's penalty from the day it was added, and its hotel's steps on top", async () => {
    const { tab } = await demoSession("agente", { now: () => NOW, seed: 9 });
    const day = (text: string) => text as PackageSearch["checkIn"];
    const search: PackageSearch = {
      origins: [{ id: "BUE", name: "Buenos Aires" }],
      toCity: { id: "CUN", name: "Cancún" },
      checkIn: day("2027-03-01"),
      checkOut: day("2027-03-10"),
      rooms: [{ adults: 2, children: 0, ages: [] }],
      differentHotel: null,
      partialHotel: null,
    };
    const found = decodeWith(PackageSearchReply)(
      (await tab.get(endpoints.packageSearch.path(buildPackageResultsUrl(search)))).json,
    );
    if (Result.isFailure(found)) throw new Error(found.failure.message);
    const choice = packageInitialChoice(found.success);
    if (choice === null) throw new Error("expected a combination");
    const item = packageBudgetItem(found.success.search, choice, found.success.searchDestinationId);
    const added = await tab.post("/api/budget/addProduct", { ...item, budgetId: "" });
    const reply = decodeWith(BudgetGetReply)((await tab.get(`/api/budget/get/${added.json.budgetId}`)).json);
    if (Result.isFailure(reply)) throw new Error(reply.failure.message);
    const line = reply.success.budget?.items?.[0];
    const penalties = line?.cancellation?.penalties ?? [];
    expect(line?.cancellation?.serviceDate).toBe("2027-03-01");
    expect(penalties[0]).toMatchObject({ from: "2026-11-21", currency: "USD" });
    expect(penalties[0]?.amount).toBeGreaterThan(0);
    // Never more than the whole package, and never less as the trip nears.
    for (const [index, step] of penalties.entries()) {
      expect(step.amount).toBeLessThanOrEqual(line?.price?.amount ?? 0);
      expect(step.amount).toBeGreaterThanOrEqual(penalties[index - 1]?.amount ?? 0);
    }
    expect(line?.deadlines?.map((deadline) => deadline.kind)).toEqual(["optionExpiry", "rateValidity"]);
  });

  it("a product whose terms the demo does not know carries none (its policy is unknown)", async () => {
    const { tab } = await demoSession("agente", { now: () => NOW });
    const added = await tab.post("/api/budget/addProduct", {
      product: "activity",
      rateId: "RATE-1",
      budgetId: "",
      parameters: { date: "20270310" },
      occupancy: "2-0",
    });
    const item = ((await tab.get(`/api/budget/get/${added.json.budgetId}`)).json.budget as { items: object[] })
      .items[0];
    expect(item).not.toHaveProperty("cancellation");
    expect(item).not.toHaveProperty("deadlines");
  });
});
