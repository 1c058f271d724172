import {
  CircuitDetailReply,
  CircuitSearchReply,
  circuitBudgetItem,
  circuitDefaultRooms,
  circuitDeparturePrice,
  decodeWith,
} from "@travesia/core";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { demoTab } from "../../internal/accountsTestSupport.js";
import { createDemoApi } from "../app.js";

const NOW = new Date("2026-11-21T12:00:00Z");
const search = (tab: ReturnType<typeof demoTab>, url: string, headers?: Record<string, string>) =>
  tab.post("/api/v1/circuits/search", { url }, headers);

describe("circuit routes", () => {
  it("answers the region's circuits departing in the month, the same each time", async () => {
    const tab = demoTab(createDemoApi({ now: () => NOW }));
    const first = await search(tab, "/circuits/results/europe/2027-01/2/1");
    expect(first.status).toBe(200);
    const reply = decodeWith(CircuitSearchReply)(first.json);
    const circuits = Result.isSuccess(reply) ? (reply.success.circuits ?? []) : [];
    expect(circuits.length).toBeGreaterThanOrEqual(12);
    expect(Result.isSuccess(reply) && reply.success.area?.name).toBe("Europa");
    expect((await search(tab, "/circuits/results/europe/2027-01/2/1")).json).toEqual(first.json);
    const throughBue = await search(tab, "/circuits/results/BUE/2027-02/3/2");
    const names = (throughBue.json.circuits as { cities: string[] }[]).map((circuit) => circuit.cities);
    expect(names.length).toBeGreaterThan(2);
    expect(names.every((cities) => cities.includes("Buenos Aires"))).toBe(true);
  });

  it("prices a departure with the single supplement from the detail", async () => {
    const tab = demoTab(createDemoApi({ now: () => NOW }));
    const detail = await tab.get("/api/v1/circuits/detail/C1?month=2027-01&travellers=2");
    expect(detail.status).toBe(200);
    const reply = decodeWith(CircuitDetailReply)(detail.json);
    const circuit = Result.isSuccess(reply) ? reply.success.circuit : undefined;
    if (circuit === undefined) throw new Error("no circuit");
    expect(circuit.itinerary).toHaveLength(circuit.days);
    expect(circuit.departures.every((departure) => departure.date.startsWith("2027-01"))).toBe(true);
    const open = circuit.departures.find((departure) => departure.seatsLeft >= 2);
    if (open === undefined) throw new Error("no open departure");
    const single = circuit.rooms.find((room) => room.code === "single")?.supplementMinor ?? 0;
    expect(single).toBeGreaterThan(0);
    const doubled = circuitDeparturePrice(open, circuit.rooms, circuitDefaultRooms(2, 1), 2);
    const singles = circuitDeparturePrice(open, circuit.rooms, ["single", "single"], 2);
    expect(doubled._tag === "priced" && singles._tag === "priced" && singles.totalMinor - doubled.totalMinor).toBe(
      2 * single,
    );
    const soldOut = Array.from({ length: 22 }, (_, index) => `C${index + 1}`);
    const departures = await Promise.all(
      soldOut.map(async (id) => (await tab.get(`/api/v1/circuits/detail/${id}?month=2027-03&travellers=1`)).json),
    );
    const seats = departures.flatMap((json) => (json.circuit as { departures: { seatsLeft: number }[] }).departures);
    expect(seats.some((departure) => departure.seatsLeft === 0)).toBe(true);
  });

  it("lets an agent add a departure in a double and a single to a budget, listed with the rooms' price", async () => {
    const agent = demoTab(createDemoApi({ now: () => NOW }));
    await agent.login("agente");
    const detail = decodeWith(CircuitDetailReply)(
      (await agent.get("/api/v1/circuits/detail/C1?month=2027-01&travellers=3")).json,
    );
    const circuit = Result.isSuccess(detail) ? detail.success.circuit : undefined;
    const open = circuit?.departures.find((departure) => departure.seatsLeft >= 3);
    if (circuit === undefined || open === undefined) throw new Error("no open departure");
    const price = circuitDeparturePrice(open, circuit.rooms, ["double", "single"], 3);
    if (price._tag !== "priced") throw new Error(price._tag);
    const item = circuitBudgetItem(circuit.id, open.date, ["double", "single"]);
    const added = await agent.post("/api/budget/addProduct", { ...item, budgetId: "" });
    expect(added.json).toMatchObject({ done: true, added: true });
    const budget = await agent.get(`/api/budget/get/${added.json.budgetId}`);
    const items = (budget.json.budget as { items: { product: string; title?: string; price?: unknown }[] }).items;
    expect(items.find((entry) => entry.product === "circuit")).toMatchObject({
      title: `Joyas de España · ${open.date}`,
      price: { amount: price.totalMinor / 100, currency: "USD" },
    });
  });

  it("answers 400 with a reason to bad input, and the empty and failure scenarios", async () => {
    const tab = demoTab(createDemoApi({ now: () => NOW }));
    const bad = async (url: string) => (await search(tab, url)).json.error;
    expect(await bad("/circuits/results/asia/2027-01/2/1")).toMatch(/^area:/);
    expect(await bad("/circuits/results/europe/2026-10/2/1")).toMatch(/^month:/);
    expect(await bad("/circuits/results/europe/2028-01/2/1")).toMatch(/^month:/);
    expect(await bad("/circuits/results/europe/2027-01/4/1")).toMatch(/^rooms:/);
    expect(await bad("/circuits/results/europe/2027-01/2/1?sort=priceAsc")).toMatch(/^url:/);
    expect(await bad("/circuits/results/XXX/2027-01/2/1")).toMatch(/^area:/);
    expect((await tab.post("/api/v1/circuits/search", { nope: 1 })).status).toBe(400);
    expect((await tab.get("/api/v1/circuits/detail/C1?month=2027-01&travellers=0")).status).toBe(400);
    expect((await tab.get("/api/v1/circuits/detail/C99?month=2027-01&travellers=2")).status).toBe(404);
    const scenario = (name: string) => ({ "x-demo-scenario": name });
    const url = "/circuits/results/europe/2027-01/2/1";
    expect((await search(tab, url, scenario("search-empty"))).json.circuits).toEqual([]);
    expect((await search(tab, url, scenario("search-fail"))).json.done).toBe(false);
  });
});
