import {
  type BudgetItem as ApiBudgetItem,
  BudgetGetReply,
  budgetDeadlines,
  buildPackageResultsUrl,
  buildTransferSearchUrl,
  type CalendarDate,
  cancellationTimeline,
  circuitBudgetItem,
  decodeWith,
  endpoints,
  formatRoom,
  type PackageSearch,
  PackageSearchReply,
  packageBudgetItem,
  packageInitialChoice,
  type TransferSearch,
  TransferSearchReply,
  transferBudgetParameters,
} from "@travesia/core";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { demoSession } from "../internal/accountsTestSupport.js";
import { activityBudgetLine, inventoryCityActivities } from "../inventory/activities.js";
import { circuitBudgetLine, inventoryCircuitDepartures, inventoryCircuits } from "../inventory/circuits.js";
import { createInventory } from "../inventory/inventory.js";

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

  it("an activity is free up to its hours before the slot, as its page says, and non-refundable without them", async () => {
    const { tab } = await demoSession("agente", { now: () => NOW });
    const inventory = createInventory();
    const city = inventory.city("BUE");
    if (city === undefined) throw new Error("no Buenos Aires");
    const activities = inventoryCityActivities(inventory.seed, city);
    const free = activities.find((activity) => activity.freeCancellationHours === 48);
    const strict = activities.find((activity) => activity.freeCancellationHours === null);
    if (free === undefined || strict === undefined) throw new Error("expected both kinds of activity");
    const add = async (id: string, time: string, budgetId: string) => {
      const rateId = `${id}:20261210:${time.replace(":", "")}`;
      const parameters = { children: "1:5", date: "20261210" };
      const added = await tab.post("/api/budget/addProduct", {
        product: "activity",
        rateId,
        budgetId,
        parameters,
        occupancy: "2",
      });
      const total = activityBudgetLine(inventory, rateId, parameters, "2")?.price.amount;
      return { budgetId: added.json.budgetId as string, total };
    };
    const first = await add(free.id, free.times[0] ?? "", "");
    const second = await add(strict.id, strict.times[0] ?? "", first.budgetId);
    const [freeItem, strictItem] = await budgetItems(tab, first.budgetId);
    expect(freeItem?.cancellation).toEqual({
      serviceDate: "2026-12-10",
      penalties: [{ from: "2026-12-08", amount: first.total, currency: "USD" }],
    });
    expect(freeItem?.deadlines?.[0]).toEqual({ kind: "freeCancellation", at: `2026-12-08T${free.times[0]}:00.000Z` });
    expect(strictItem?.cancellation?.penalties).toEqual([
      { from: "2026-11-21", amount: second.total, currency: "USD" },
    ]);
    expect(strictItem?.deadlines?.map((deadline) => deadline.kind)).toEqual(["rateValidity"]);
    // The deadlines page, its clock passed three days before the free window ends, lists the free one's deadline.
    const budget = { quotationId: first.budgetId, title: "", items: [freeItem, strictItem] } as never;
    const soon = budgetDeadlines({ budgets: [budget], nowMs: Date.parse("2026-12-05T12:00:00Z"), timeZone: "UTC" });
    expect(soon.map((deadline) => [deadline.kind, deadline.itemId])).toEqual([["freeCancellation", freeItem?.id]]);
  });

  it("a circuit costs its deposit once added, half from 45 days before departure and all from 14 days before", async () => {
    const { tab } = await demoSession("agente", { now: () => NOW });
    const circuit = inventoryCircuits(1)[0];
    const departure =
      circuit === undefined ? undefined : inventoryCircuitDepartures(1, circuit, "2027-03", "2026-11-21")[0];
    if (circuit === undefined || departure === undefined) throw new Error("no departure");
    const item = circuitBudgetItem(circuit.id, departure.date, ["double"]);
    const added = await tab.post("/api/budget/addProduct", { ...item, budgetId: "" });
    const total = circuitBudgetLine(1, item.rateId, item.parameters)?.price.amount ?? 0;
    const [line] = await budgetItems(tab, added.json.budgetId as string);
    const day = (offset: number) =>
      new Date(Date.parse(departure.date) + offset * 86_400_000).toISOString().slice(0, 10);
    expect(line?.cancellation).toEqual({
      serviceDate: departure.date,
      penalties: [
        { from: "2026-11-21", amount: Math.round(total * 10) / 100, currency: "USD" },
        { from: day(-45), amount: Math.round(total * 50) / 100, currency: "USD" },
        { from: day(-14), amount: total, currency: "USD" },
      ],
    });
  });

  it("a transfer's free cancellation ends where its first cost begins, a deadline the deadlines page lists", async () => {
    const { tab } = await demoSession("agente", { now: () => NOW });
    const hotel = createInventory().hotelsOf("BUE")[3];
    const search = {
      from: { kind: "airport", code: "EZE", name: "Ezeiza" },
      to: { kind: "hotel", code: `BUEOMNICODE=${hotel?.omniCode}`, name: hotel?.name },
      outbound: { date: "2026-11-25", time: "09:30" },
      inbound: null,
      passengers: { adults: 2, children: 0, ages: [] },
      luggage: 2,
    } as unknown as TransferSearch;
    const reply = decodeWith(TransferSearchReply)(
      (await tab.post("/api/v1/transfers/search", { url: buildTransferSearchUrl(search) })).json,
    );
    if (Result.isFailure(reply)) throw new Error(reply.failure.message);
    const offer = reply.success.options?.find((option) => option.policy?.cancelacion.tipo_cancelacion.codigo === "G");
    if (offer === undefined) throw new Error("expected a free-cancellation transfer");
    const added = await tab.post("/api/budget/addProduct", {
      product: "transfer",
      rateId: offer.id,
      budgetId: "",
      parameters: transferBudgetParameters(search),
      occupancy: formatRoom(search.passengers),
    });
    const [line] = await budgetItems(tab, added.json.budgetId as string);
    expect(line?.cancellation?.penalties[0]?.from).toBe("2026-11-24");
    expect(line?.deadlines?.[0]).toEqual({ kind: "freeCancellation", at: "2026-11-24T00:00:00Z" });
    const budget = { quotationId: "1", title: "", items: [line as ApiBudgetItem] } as never;
    const deadlines = budgetDeadlines({ budgets: [budget], nowMs: NOW.getTime(), timeZone: "UTC" });
    expect(deadlines.map((deadline) => deadline.kind)).toEqual(["freeCancellation", "rateValidity"]);
  });
});

/** The items of a budget, decoded as the portal reads them. */
const budgetItems = async (tab: Awaited<ReturnType<typeof demoSession>>["tab"], id: string) => {
  const reply = decodeWith(BudgetGetReply)((await tab.get(`/api/budget/get/${id}`)).json);
  if (Result.isFailure(reply)) throw new Error(reply.failure.message);
  return reply.success.budget?.items ?? [];
};
