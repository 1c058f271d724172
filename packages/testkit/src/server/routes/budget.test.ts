import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fc, test } from "@fast-check/vitest";
import { afterEach, describe, expect, it } from "vitest";
import { openDemoDb } from "../../db/openDemoDb.js";
import { demoSession, demoTab, JSON_HEADERS } from "../../internal/accountsTestSupport.js";
import { createDemoApi } from "../app.js";
import { BUDGET_MESSAGES } from "../budgets.js";
import { serveDemoApi } from "../http.js";
import { BUDGET_PAGE_SIZE } from "./budget.js";

const budget = (title: string, firstName = "Ana", lastName = "López") => ({
  budget: { title, firstName, lastName, comments: "Viaje de bodas" },
});
const hotelAdd = (budgetId: string, rateId = "RATE-1") => ({
  product: "activity",
  rateId,
  budgetId,
  parameters: { children: "1:5", date: "20270310" },
  occupancy: "2-1:5",
});

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("budgets", () => {
  it("creates, lists, reads, searches and deletes the user's budgets", async () => {
    const { tab } = await demoSession("agente");
    const created = await tab.post("/api/budget/create", budget("Caribe 2027"));
    expect(created.status).toBe(200);
    const id = created.json.budgetId as string;
    expect(created.json.budget).toMatchObject({ quotationId: id, title: "Caribe 2027", firstName: "Ana", items: [] });
    expect(created.json.budget).toMatchObject({ timeFromNow: "hace un momento" });
    await tab.post("/api/budget/create", budget("Bariloche en invierno", "Pedro", "Núñez"));
    const list = await tab.get("/api/budget/list");
    expect((list.json.budgets as { title: string }[]).map((b) => b.title).sort()).toEqual([
      "Bariloche en invierno",
      "Caribe 2027",
    ]);
    expect(list.json.budgets_count).toBe(2);
    expect((await tab.get(`/api/budget/get/${id}`)).json.budget).toMatchObject({ quotationId: id });
    const found = await tab.post("/api/budget/search", { text: "nunez", page: 1 });
    expect((found.json.budgets as { title: string }[]).map((b) => b.title)).toEqual(["Bariloche en invierno"]);
    expect(found.json).toMatchObject({ budgets_count: 1, page: 1, pages: 1 });
    expect((await tab.get("/api/v2/counters")).json).toMatchObject({ budgets: 2 });
    expect((await tab.get(`/api/budget/delete/${id}`)).json).toEqual({ done: true, budgetId: id });
    expect((await tab.get(`/api/budget/get/${id}`)).status).toBe(404);
    expect((await tab.get("/api/v2/counters")).json).toMatchObject({ budgets: 1 });
  });

  it("pages search and filter results by ten", async () => {
    const { tab } = await demoSession("agente");
    for (let n = 1; n <= BUDGET_PAGE_SIZE + 3; n++) await tab.post("/api/budget/create", budget(`Grupo ${n}`));
    const second = await tab.post("/api/budget/search", { text: "grupo", page: 2 });
    expect(second.json).toMatchObject({ budgets_count: 13, page: 2, pages: 2 });
    expect(second.json.budgets).toHaveLength(3);
    const filtered = await tab.post("/api/budget/filter", { text: "Grupo 1" });
    expect((filtered.json.budgets as { title: string }[]).map((b) => b.title).sort()).toEqual([
      "Grupo 1",
      "Grupo 10",
      "Grupo 11",
      "Grupo 12",
      "Grupo 13",
    ]);
    expect((await tab.post("/api/budget/filter", "")).json).toMatchObject({ budgets_count: 13 });
    expect((await tab.post("/api/budget/filter", { from: "2000-01-01", to: "2000-12-31" })).json.budgets_count).toBe(0);
  });

  it("answers 409 with the server message for a duplicate title of the same customer", async () => {
    const { tab } = await demoSession("agente");
    await tab.post("/api/budget/create", budget("Europa"));
    const again = await tab.post("/api/budget/create", budget("europa"));
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('Ya existe un presupuesto "europa" para Ana López.');
  });

  it("needs a login (401) and refuses another user's budget (403) or an unknown one (404)", async () => {
    const app = createDemoApi();
    const owner = demoTab(app);
    const other = demoTab(app);
    const anonymous = demoTab(app);
    await owner.login("agente");
    await other.login("agente.moroso");
    const id = (await owner.post("/api/budget/create", budget("Privado"))).json.budgetId as string;
    for (const path of ["/api/budget/list", `/api/budget/get/${id}`, `/api/budget/delete/${id}`]) {
      expect((await anonymous.get(path)).status).toBe(401);
    }
    expect((await anonymous.post("/api/budget/create", budget("x"))).status).toBe(401);
    const foreign = await other.get(`/api/budget/get/${id}`);
    expect(foreign.status).toBe(403);
    expect(foreign.json.error).toBe(BUDGET_MESSAGES.foreign);
    expect((await other.get(`/api/budget/delete/${id}`)).status).toBe(403);
    expect((await other.post("/api/budget/addProduct", hotelAdd(id))).status).toBe(403);
    expect((await owner.get(`/api/budget/get/${id}`)).status).toBe(200);
    expect((await owner.get("/api/budget/get/999999")).status).toBe(404);
    expect((await owner.get("/api/budget/get/abc")).json.field).toBe("id");
  });

  it("adds products, opening a new budget when none is given, and 409s on a budget that is gone", async () => {
    const { tab } = await demoSession("agente");
    const first = await tab.post("/api/budget/addProduct", hotelAdd(""));
    expect(first.json).toMatchObject({
      done: true,
      added: true,
      notifications: { deadlineReached: false, outOfLimit: false },
    });
    const id = first.json.budgetId as string;
    const alternative = await tab.post("/api/budget/addProduct", hotelAdd(id, "RATE-2"), {
      "x-demo-scenario": "alternative-rate",
    });
    expect(alternative.json).toMatchObject({ added: true, alternativeRate: true });
    expect(((await tab.get(`/api/budget/get/${id}`)).json.budget as { items: unknown[] }).items).toHaveLength(2);
    await tab.get(`/api/budget/delete/${id}`);
    const gone = await tab.post("/api/budget/addProduct", hotelAdd(id));
    expect(gone.status).toBe(409);
    expect(gone.json.error).toBe(BUDGET_MESSAGES.noActiveBudget);
  });

  it("a house stay added to a budget is listed with the house's name, dates and price", async () => {
    const { tab } = await demoSession("agente", { now: () => new Date("2026-11-21T12:00:00Z") });
    const search = await tab.post("/api/v1/houses/search", { url: "/house/results/-/PDP/2027-01-10/2027-01-17/2-0" });
    const house = (search.json.hotels as { name: string; rates: { tripProductID: string }[] }[])[0];
    if (house === undefined) throw new Error("no house in Punta del Este");
    const rateId = house.rates[0]?.tripProductID ?? "";
    const added = await tab.post("/api/budget/addProduct", {
      product: "house",
      rateId,
      budgetId: "",
      parameters: {},
      occupancy: "2-0",
    });
    const id = added.json.budgetId as string;
    const items = ((await tab.get(`/api/budget/get/${id}`)).json.budget as { items: Record<string, unknown>[] }).items;
    expect(items[0]).toMatchObject({
      product: "house",
      rateId,
      title: `${house.name} · 2027-01-10 – 2027-01-17`,
      price: { currency: "USD" },
    });
  });

  it("replies outOfLimit for the agent without credit and records nothing", async () => {
    const { tab } = await demoSession("agente.sincredito");
    const id = (await tab.post("/api/budget/create", budget("Sin crédito"))).json.budgetId as string;
    const reply = await tab.post("/api/budget/addProduct", hotelAdd(id));
    expect(reply.json).toMatchObject({ done: true, added: false, budgetId: id, notifications: { outOfLimit: true } });
    expect(((await tab.get(`/api/budget/get/${id}`)).json.budget as { items: unknown[] }).items).toHaveLength(0);
  });

  it("refuses a product the user may not sell", async () => {
    const { tab } = await demoSession("agente.singastos");
    const reply = await tab.post("/api/budget/addProduct", { ...hotelAdd(""), product: "flight" });
    expect(reply.status).toBe(403);
    expect(reply.json.field).toBe("product");
  });

  it.each([
    ["/api/budget/create", { budget: { title: "", firstName: "Ana", lastName: "López" } }, "budget.title"],
    ["/api/budget/create", { budget: { title: "x".repeat(151), firstName: "Ana", lastName: "López" } }, "budget.title"],
    ["/api/budget/create", { budget: { title: "T", firstName: "Ana3", lastName: "López" } }, "budget.firstName"],
    ["/api/budget/create", { budget: { title: "T", firstName: "Ana", lastName: "" } }, "budget.lastName"],
    ["/api/budget/create", {}, "budget"],
    ["/api/budget/search", { text: "ab", page: 1 }, "text"],
    ["/api/budget/search", { text: "abc" }, "page"],
    ["/api/budget/search", { text: "abc", page: 0 }, "page"],
    ["/api/budget/filter", { from: "2027-13-01" }, "from"],
    ["/api/budget/filter", { page: 0 }, "page"],
    ["/api/budget/addProduct", { ...hotelAdd(""), product: "boat" }, "product"],
    ["/api/budget/addProduct", { ...hotelAdd(""), rateId: "" }, "rateId"],
    ["/api/budget/addProduct", { ...hotelAdd(""), budgetId: "12a" }, "budgetId"],
    ["/api/budget/addProduct", { ...hotelAdd(""), budgetId: 12 }, "budgetId"],
    ["/api/budget/addProduct", { ...hotelAdd(""), parameters: { date: 20270310 } }, "parameters.date"],
    ["/api/budget/addProduct", "{oops", "body"],
    // Every stored field has a limit (core's BUDGET_FIELD_LIMITS); the body limit stops anything far past them.
    ["/api/budget/create", { budget: { ...budget("T").budget, comments: "x".repeat(1001) } }, "budget.comments"],
    ["/api/budget/search", { text: "x".repeat(1001), page: 1 }, "text"],
    ["/api/budget/filter", { firstName: "x".repeat(1001) }, "firstName"],
    ["/api/budget/addProduct", { ...hotelAdd(""), parameters: { date: "x".repeat(101) } }, "parameters.date"],
    ["/api/budget/addProduct", { ...hotelAdd(""), parameters: { ["k".repeat(51)]: "1" } }, "parameters"],
    [
      "/api/budget/addProduct",
      { ...hotelAdd(""), parameters: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`p${i}`, "1"])) },
      "parameters",
    ],
    ["/api/budget/addProduct", { ...hotelAdd(""), destinationId: "x".repeat(101) }, "destinationId"],
    [
      "/api/budget/addProduct",
      { ...hotelAdd(""), alternativeProductIds: Array(11).fill("RATE-2") },
      "alternativeProductIds",
    ],
    [
      "/api/budget/addProduct",
      { ...hotelAdd(""), product: "flight", rateId: Array(70).fill("F-1234567").join(",") },
      "rateId",
    ],
    // Occupancy follows core's occupancy grammar and the product's search limits.
    ["/api/budget/addProduct", { ...hotelAdd(""), occupancy: "-5--9:abc" }, "occupancy"],
    ["/api/budget/addProduct", { ...hotelAdd(""), occupancy: "99999-0" }, "occupancy"],
    ["/api/budget/addProduct", { ...hotelAdd(""), occupancy: "0-0" }, "occupancy"],
    ["/api/budget/addProduct", { ...hotelAdd(""), occupancy: "2-1" }, "occupancy"],
    ["/api/budget/addProduct", { ...hotelAdd(""), occupancy: "2-1:18" }, "occupancy"],
    ["/api/budget/addProduct", { ...hotelAdd(""), product: "hotel", occupancy: "12-0" }, "occupancy"],
    ["/api/budget/addProduct", { ...hotelAdd(""), product: "flight", occupancy: "2-0,2-0" }, "occupancy"],
    ["/api/budget/addProduct", { ...hotelAdd(""), product: "house", occupancy: "15-6:1-2-3-4-5-6" }, "occupancy"],
  ])("answers 400 naming the field: POST %s %j", async (path, body, field) => {
    const { tab } = await demoSession("agente");
    const reply = await tab.post(path, body);
    expect(reply.status).toBe(400);
    expect(reply.json.field).toBe(field);
    expect(String(reply.json.error).startsWith(`${field}:`)).toBe(true);
  });

  it("holds at most 50 products in a budget, so the header and the list that show them stay small", async () => {
    const { tab } = await demoSession("agente");
    const id = (await tab.post("/api/budget/create", budget("Cincuenta"))).json.budgetId as string;
    const longest = { ...hotelAdd(id), destinationId: "x".repeat(100) };
    for (let index = 0; index < 50; index++) {
      const reply = await tab.post("/api/budget/addProduct", { ...longest, rateId: `RATE-${index}` });
      expect(reply.status).toBe(200);
    }
    const full = await tab.post("/api/budget/addProduct", { ...longest, rateId: "RATE-50" });
    expect(full.status).toBe(400);
    expect(full.json).toMatchObject({ error: "items: at most 50 entries", field: "items" });
    // The same product again is still the one line it was.
    expect((await tab.post("/api/budget/addProduct", { ...longest, rateId: "RATE-7" })).json.added).toBe(true);
  });

  it("keeps the occupancy a house, a flight or an activity was searched with", async () => {
    const { tab } = await demoSession("agente");
    const house = await tab.post("/api/budget/addProduct", { ...hotelAdd(""), product: "house", occupancy: "12-0" });
    expect(house.status).toBe(200);
    const flight = { ...hotelAdd(""), product: "flight", rateId: "F-a,F-b", occupancy: "2-1:5" };
    expect((await tab.post("/api/budget/addProduct", flight)).status).toBe(200);
    const activity = { ...hotelAdd(""), rateId: "ACT-IGR-7", occupancy: "2" };
    expect((await tab.post("/api/budget/addProduct", activity)).status).toBe(200);
  });

  test.prop(
    [
      fc.constantFrom("/api/budget/create", "/api/budget/search", "/api/budget/filter", "/api/budget/addProduct"),
      fc.anything(),
    ],
    { numRuns: 300 },
  )("any JSON body is answered without a 500", async (path, junk) => {
    const { tab } = await demoSession("agente");
    const reply = await tab.post(path, JSON.stringify(junk ?? null));
    expect(reply.status).toBeLessThan(500);
  });
});

describe("trips", () => {
  it("creates a draft with an optional country, fills it and shows it only to its owner", async () => {
    const app = createDemoApi();
    const owner = demoTab(app);
    const other = demoTab(app);
    await owner.login("agente");
    await other.login("agente.moroso");
    const draft = await owner.post("/v3/api/create/draft", { isoCountryCode: "AR" });
    const id = draft.json.id as string;
    expect(draft.json).toEqual({ done: true, id });
    expect((await owner.post("/v3/api/create/draft")).status).toBe(200);
    await owner.post("/api/budget/addProduct", hotelAdd(id));
    const trip = await owner.get(`/v3/api/trip/${id}`);
    expect(trip.json.trip).toMatchObject({ quotationId: id, kind: "trip", isoCountryCode: "AR" });
    expect((trip.json.trip as { items: unknown[] }).items).toHaveLength(1);
    expect((await other.get(`/v3/api/trip/${id}`)).status).toBe(403);
    expect((await owner.get("/v3/api/trip/424242")).status).toBe(404);
    expect((await demoTab(app).post("/v3/api/create/draft", {})).status).toBe(401);
    expect((await owner.post("/v3/api/create/draft", { isoCountryCode: "arg" })).json.field).toBe("isoCountryCode");
  });
});

describe("concurrency and restarts", () => {
  it("records every product of 60 concurrent adds to one budget exactly once (over HTTP)", async () => {
    const running = await serveDemoApi();
    try {
      const login = await fetch(`${running.url}/api/login`, {
        method: "POST",
        headers: JSON_HEADERS,
        body: JSON.stringify({ username: "agente", password: "demo1234" }),
      });
      const cookie = login.headers
        .getSetCookie()
        .map((line) => line.split(";")[0])
        .join("; ");
      const call = (path: string, body: unknown) =>
        fetch(`${running.url}${path}`, {
          method: "POST",
          headers: { ...JSON_HEADERS, cookie },
          body: JSON.stringify(body),
        });
      const id = ((await (await call("/api/budget/create", budget("Concurrente"))).json()) as { budgetId: string })
        .budgetId;
      const rates = Array.from({ length: 60 }, (_, n) => `RATE-${n % 30}`);
      const replies = await Promise.all(rates.map((rateId) => call("/api/budget/addProduct", hotelAdd(id, rateId))));
      expect(replies.map((reply) => reply.status)).toEqual(rates.map(() => 200));
      const stored = (await (
        await fetch(`${running.url}/api/budget/get/${id}`, { headers: { ...JSON_HEADERS, cookie } })
      ).json()) as { budget: { items: { rateId: string }[] } };
      const recorded = stored.budget.items.map((item) => item.rateId).sort();
      expect(recorded).toEqual([...new Set(rates)].sort());
    } finally {
      await running.close();
    }
  });

  it("finds every budget, trip and favourite again after a restart on the same file", async () => {
    const dir = mkdtempSync(join(tmpdir(), "travesia-restart-"));
    dirs.push(dir);
    const file = join(dir, "demo.sqlite");
    const firstDb = openDemoDb(file);
    const first = demoTab(createDemoApi({ database: firstDb }));
    await first.login("agente");
    const budgetId = (await first.post("/api/budget/create", budget("Persistente"))).json.budgetId as string;
    await first.post("/api/budget/addProduct", hotelAdd(budgetId));
    const tripId = (await first.post("/v3/api/create/draft", { isoCountryCode: "BR" })).json.id as string;
    const favourites = (await first.get("/api/v1/hotel/favourites")).json.hotelIds as string[];
    expect(favourites).toEqual([]);
    const hotelId = "100000";
    expect((await first.get(`/api/v1/add/hotel/favourite/${hotelId}`)).status).toBe(200);
    firstDb.close();

    const secondDb = openDemoDb(file);
    const second = demoTab(createDemoApi({ database: secondDb }));
    await second.login("agente");
    const again = await second.get(`/api/budget/get/${budgetId}`);
    expect(again.json.budget).toMatchObject({ title: "Persistente" });
    expect((again.json.budget as { items: unknown[] }).items).toHaveLength(1);
    expect((await second.get(`/v3/api/trip/${tripId}`)).json.trip).toMatchObject({ isoCountryCode: "BR" });
    expect((await second.get("/api/v1/hotel/favourites")).json.hotelIds).toEqual([hotelId]);
    secondDb.close();
  });
});
