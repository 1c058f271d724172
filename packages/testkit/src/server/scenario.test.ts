import { describe, expect, it } from "vitest";
import { sampleRates } from "../internal/accountsInventory.js";
import { demoSession, demoTab } from "../internal/accountsTestSupport.js";
import { createDemoApi } from "./app.js";
import { DEMO_SCENARIOS, type DemoScenarioName, SCENARIO_HEADER } from "./scenario.js";

type Tab = ReturnType<typeof demoTab>;
type Reply = Awaited<ReturnType<Tab["get"]>>;

const rate = sampleRates()[0]?.tripProductId ?? "";
const add = { product: "hotel", rateId: rate, budgetId: "", parameters: {}, occupancy: "2-0" };
const share = {
  to: "x@example.com",
  subject: "s",
  body: "b",
  hotelname: "h",
  hotelUrl: "",
  productId: "",
  tripadvisor: false,
};
const voucher = {
  bookingReferenceId: "TRV-100231",
  productTypeId: "1",
  itemProductTypeId: "1",
  isDpkg: false,
  forceOffline: false,
};
const newBudget = { budget: { title: "Escenario", firstName: "Ana", lastName: "Paz" } };

type Quote = { available: boolean; price?: { amount: number } };

/** A new budget holding the sample rate, quoted again: the re-quote, with the price the budget holds (`before`). */
const requoteOfNewBudget = async (tab: Tab): Promise<Reply> => {
  const id = (await tab.post("/api/budget/addProduct", add)).json.budgetId as string;
  const budget = (await tab.get(`/api/budget/get/${id}`)).json.budget as { items: { price: { amount: number } }[] };
  const quote = await tab.get(`/api/budget/requote/${id}`);
  return { ...quote, json: { ...quote.json, before: budget.items[0]?.price.amount } };
};

/** A probe for a `middleware` scenario: the call answers 500 with the catalogue's text. */
function failureProbe(name: string, method: "GET" | "POST", path: string, error: string) {
  return {
    [name]: {
      call: (tab: Tab) => (method === "GET" ? tab.get(path) : tab.post(path, { url: "/nope" })),
      expect: (reply: Reply) => expect([reply.status, reply.json.error]).toEqual([500, error]),
    },
  };
}

/** For each scenario the accounts routes honour: the call that shows it, and what the reply must be. */
const PROBES: Record<string, { readonly call: (tab: Tab) => Promise<Reply>; readonly expect: (reply: Reply) => void }> =
  {
    "budget-add-409": {
      call: (tab) => tab.post("/api/budget/addProduct", add),
      expect: (reply) =>
        expect([reply.status, reply.json.error]).toEqual([409, "Actualmente no existe ningún presupuesto activo"]),
    },
    "budget-add-fail": {
      call: (tab) => tab.post("/api/budget/addProduct", add),
      expect: (reply) => expect(reply.status).toBe(500),
    },
    "budget-create-409": {
      call: (tab) => tab.post("/api/budget/create", newBudget),
      expect: (reply) => expect([reply.status, typeof reply.json.message]).toEqual([409, "string"]),
    },
    "budget-list-fail": {
      call: (tab) => tab.get("/api/budget/list"),
      expect: (reply) =>
        expect([reply.status, reply.json.error]).toEqual([500, "No se pudieron recuperar los presupuestos"]),
    },
    "draft-401": {
      call: (tab) => tab.post("/v3/api/create/draft", {}),
      expect: (reply) => expect(reply.status).toBe(401),
    },
    "draft-fail": {
      call: (tab) => tab.post("/v3/api/create/draft", {}),
      expect: (reply) => expect([reply.status, reply.json.error]).toEqual([500, "error al crear draft"]),
    },
    "deadline-reached": {
      call: (tab) => tab.post("/api/budget/addProduct", add),
      expect: (reply) => expect(reply.json.notifications).toEqual({ deadlineReached: true, outOfLimit: false }),
    },
    "out-of-limit": {
      call: (tab) => tab.post("/api/budget/addProduct", add),
      expect: (reply) => expect(reply.json.notifications).toEqual({ deadlineReached: false, outOfLimit: true }),
    },
    "requote-change": {
      call: (tab) => requoteOfNewBudget(tab),
      expect: (reply) =>
        expect((reply.json.quotes as Quote[])[0]?.price?.amount).toBeGreaterThan(reply.json.before as number),
    },
    "requote-withdraw": {
      call: (tab) => requoteOfNewBudget(tab),
      expect: (reply) => expect((reply.json.quotes as Quote[])[0]?.available).toBe(false),
    },
    "alternative-rate": {
      call: (tab) => tab.get(`/checkout/quote/hotel/${rate}`),
      expect: (reply) => expect(reply.json.alternativeRate).toBe(true),
    },
    "quote-500": {
      call: (tab) => tab.get(`/checkout/quote/hotel/${rate}`),
      expect: (reply) => expect(reply.status).toBe(500),
    },
    "quote-fail": {
      call: (tab) => tab.get(`/checkout/quote/hotel/${rate}`),
      expect: (reply) => expect(reply.status).toBe(503),
    },
    "quote-flaky": {
      call: (tab) => tab.get(`/checkout/quote/hotel/${rate}`),
      expect: (reply) => expect(reply.status).toBe(503),
    },
    "user-fail": { call: (tab) => tab.get("/api/user"), expect: (reply) => expect(reply.status).toBe(500) },
    "session-expired": {
      call: (tab) => tab.get("/api/session-status"),
      expect: (reply) => expect(reply.json).toEqual({ loggedIn: false }),
    },
    maintenance: {
      call: (tab) => tab.get("/api/v2/header"),
      expect: (reply) => expect(reply.json.maintenance).toMatchObject({ show: true, freezing: false }),
    },
    freezing: {
      call: (tab) => tab.get("/api/v2/header"),
      expect: (reply) => expect(reply.json.maintenance).toMatchObject({ show: true, freezing: true }),
    },
    arrears: {
      call: (tab) => tab.get("/api/get-defaulter-message"),
      expect: (reply) => expect((reply.json.messages as unknown[]).length).toBeGreaterThan(0),
    },
    "arrears-fail": {
      call: (tab) => tab.get("/api/get-defaulter-message"),
      expect: (reply) => expect(reply.status).toBe(500),
    },
    "counters-fail": { call: (tab) => tab.get("/api/v2/counters"), expect: (reply) => expect(reply.status).toBe(500) },
    "home-image-fail": {
      call: (tab) => tab.get("/api/portal/getHomeSearchImage/hotels/desktop"),
      expect: (reply) => expect(reply.status).toBe(500),
    },
    "favourite-fail": {
      call: (tab) => tab.get("/api/v1/add/hotel/favourite/100000"),
      expect: (reply) => expect(reply.status).toBe(500),
    },
    "newsletter-fail": {
      call: (tab) => tab.post("/api/newsletter", { email: "x@example.com" }),
      expect: (reply) => expect(reply.status).toBe(500),
    },
    "email-fail": {
      call: (tab) => tab.post("/hotel/email", share),
      expect: (reply) => expect(reply.status).toBe(500),
    },
    "pdf-fail": {
      call: (tab) => tab.post("/hotel/pdf", { url: "/hotel/details/x/100000", tripadvisor: false }),
      expect: (reply) => expect(reply.status).toBe(500),
    },
    "voucher-offline": {
      call: (tab) => tab.post("/bookingAdmin/printVoucher", { params: voucher }),
      expect: (reply) => expect(reply.json.offline).toBe(true),
    },
    ...failureProbe("search-fail", "POST", "/api/v1/hotels/search", "Fallo al recuperar los resultados"),
    ...failureProbe("calendar-fail", "POST", "/api/v1/flights/calendar", "Fallo al recuperar el calendario"),
    ...failureProbe(
      "policy-fail",
      "GET",
      `/api/v1/hotels/politics/${rate}/DD-MM-YYYY/false`,
      "Disculpe, no se pudieron cargar las politicas.",
    ),
    ...failureProbe(
      "detail-fail",
      "GET",
      "/api/v1/hotels/catalog/100000",
      "Lo sentimos. Tu solicitud no se ha podido completar en este momento.",
    ),
    ...failureProbe(
      "more-options-fail",
      "POST",
      "/api/v1/hotels/searchMoreRateOptions",
      "No se encontraron opciones para la tarifa seleccionada",
    ),
    ...failureProbe("rules-fail", "GET", "/api/v1/flights/rules/X1", "rules unavailable"),
    ...failureProbe("locations-fail", "GET", "/api/locations/buenos", "Error al cargar los resultados"),
    ...failureProbe("place-detail-fail", "GET", "/api/complete/place/ref-1", "Error calling Places API"),
    ...failureProbe("index-save-fail", "POST", "/api/complete/insertHotel", "Error Saving document into index"),
    ...failureProbe("currency-fail", "GET", "/currency/getCurrencies", "currency unavailable"),
  };

const accountsScenarios = (Object.keys(DEMO_SCENARIOS) as DemoScenarioName[]).filter(
  (name) => DEMO_SCENARIOS[name].owner !== "search",
);

describe("demo scenarios", () => {
  it("has a probe for every scenario the accounts routes or the scenario middleware honour", () => {
    expect(Object.keys(PROBES).sort()).toEqual([...accountsScenarios].sort());
  });

  it.each(accountsScenarios)("reaches %s through the header, and not without it", async (name) => {
    const probe = PROBES[name];
    if (probe === undefined) throw new Error(`no probe for ${name}`);
    const { tab } = await demoSession("agente");
    const without = await probe.call(tab);
    expect(() => probe.expect(without)).toThrow();
    probe.expect(await probe.call(demoTabWithHeader(tab, name)));
  });

  it.each(accountsScenarios)("reaches %s for the whole browser session, until cleared", async (name) => {
    const probe = PROBES[name];
    if (probe === undefined) throw new Error(`no probe for ${name}`);
    const { tab } = await demoSession("agente");
    const set = await tab.post("/api/demo/scenario", { names: [name] });
    expect(set.json).toEqual({ done: true, active: [name] });
    probe.expect(await probe.call(tab));
    expect((await tab.del("/api/demo/scenario")).json).toEqual({ done: true, active: [] });
    const after = await probe.call(tab);
    expect(() => probe.expect(after)).toThrow();
  });

  it("keeps session scenarios to one browser", async () => {
    const app = createDemoApi();
    const first = demoTab(app);
    const second = demoTab(app);
    await first.post("/api/demo/scenario", { names: ["maintenance", "arrears"] });
    expect((await first.get("/api/demo/scenario")).json.active).toEqual(["maintenance", "arrears"]);
    expect((await second.get("/api/demo/scenario")).json.active).toEqual([]);
    expect((await second.get("/api/v2/header")).json.maintenance).toMatchObject({ show: false });
  });

  it("refuses unknown scenario names with a 400 naming the field", async () => {
    const { tab } = await demoSession();
    const header = await tab.get("/api/session-status", { [SCENARIO_HEADER]: "maintenance, no-such-thing" });
    expect(header.status).toBe(400);
    expect(header.json.field).toBe(SCENARIO_HEADER);
    const body = await tab.post("/api/demo/scenario", { names: ["maintenance", "nope"] });
    expect([body.status, body.json.field]).toEqual([400, "names.1"]);
    expect((await tab.post("/api/demo/scenario", { names: "maintenance" })).json.field).toBe("names");
  });
});

/** A tab that sends the scenario header on every call. */
const demoTabWithHeader = (tab: Tab, name: string): Tab => ({
  ...tab,
  get: (path, headers) => tab.get(path, { ...headers, [SCENARIO_HEADER]: name }),
  post: (path, body, headers) => tab.post(path, body, { ...headers, [SCENARIO_HEADER]: name }),
  del: (path, headers) => tab.del(path, { ...headers, [SCENARIO_HEADER]: name }),
});
