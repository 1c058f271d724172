import {
  buildFlightSearchUrl,
  flightSearchFiltersDefault,
  parseCalendarDate,
  type RecommendedOffer,
} from "@travesia/core";
import { Result } from "effect";
import { afterEach, describe, expect, it, vi } from "vitest";
import { demoSession, demoTab } from "../../internal/accountsTestSupport.js";
import { createDemoApi } from "../app.js";

const NOW = new Date("2026-12-02T10:00:00Z");

/** Every content call of the back office, as a client might send it (valid or not). */
const CONTENT_CALLS = [
  ["GET", "/api/admin/pois/BUE"],
  ["POST", "/api/admin/pois"],
  ["POST", "/api/admin/pois/BUE/POI-BUE-0/remove"],
  ["GET", "/api/admin/airlines"],
  ["POST", "/api/admin/airlines/AR"],
  ["GET", "/api/admin/home"],
  ["POST", "/api/admin/home/promotions"],
] as const;

const OBELISCO = {
  city: "BUE",
  description: "Obelisco",
  latitude: -34.60372,
  longitude: -58.38159,
  vicinity: "San Nicolás, Buenos Aires",
  type: "tourist_attraction",
};

const adminSession = () => demoSession("admin", { now: () => NOW });

type Tab = ReturnType<typeof demoTab>;

/** The POIs the portal's lookup finds around Buenos Aires' centre. */
const publicPois = async (tab: Tab, term = "all") =>
  (await tab.get(`/api/complete/poi/${term}/-34.6037/-58.3816/50000`)).json as unknown as {
    id: string;
    description: string;
  }[];

const undo = async (tab: Tab, id: string) => (await tab.post(`/api/admin/audit/${id}/undo`, {})).status;

describe("the back office's content API", () => {
  afterEach(() => vi.restoreAllMocks());

  it("refuses every content call to nobody signed in (401) and to a visitor or an agent (403), changing nothing", async () => {
    const app = createDemoApi({ now: () => NOW });
    const refused: [string, string, number][] = [];
    for (const username of [undefined, "cliente", "agente"]) {
      const tab = demoTab(app);
      if (username !== undefined) await tab.login(username);
      for (const [method, path] of CONTENT_CALLS) {
        const body = { poi: OBELISCO, name: "Otra", items: [] };
        const reply = await (method === "GET" ? tab.get(path) : tab.post(path, body));
        refused.push([username ?? "anonymous", path, reply.status]);
      }
    }
    for (const [who, path, status] of refused) expect(status, `${who} ${path}`).toBe(who === "anonymous" ? 401 : 403);
    const admin = demoTab(app);
    await admin.login("admin");
    expect((await admin.get("/api/admin/audit")).json.entries).toEqual([]);
  });

  it("adds a POI that the portal's lookup shows at once, edits and removes it, each recorded and undoable", async () => {
    const { app, tab } = await adminSession();
    const visitor = demoTab(app);
    const added = await tab.post("/api/admin/pois", { poi: OBELISCO });
    expect(added.status).toBe(200);
    expect(added.json).toMatchObject({ done: true, indexed: true, poi: { ...OBELISCO, id: "POI-BUE-N1" } });
    expect(added.json.entries).toEqual([
      expect.objectContaining({
        module: "pois",
        target: "POI-BUE-N1",
        who: "admin",
        before: "",
        after: expect.any(String),
      }),
    ]);
    expect((await publicPois(visitor, "obelisco")).map((poi) => poi.id)).toEqual(["POI-BUE-N1"]);
    expect((await visitor.get("/api/complete/place/POI-BUE-N1")).json.description).toBe("Obelisco");

    const edited = await tab.post("/api/admin/pois", {
      poi: { ...OBELISCO, id: "POI-BUE-N1", description: "El Obelisco" },
    });
    expect(edited.status).toBe(200);
    expect((await publicPois(visitor, "obelisco"))[0]?.description).toBe("El Obelisco");
    // Removing a seed POI hides it from the portal; the undo brings it back.
    const seedPoi = (await tab.get("/api/admin/pois/BUE")).json.pois as { id: string }[];
    const first = seedPoi[0]?.id ?? "";
    const removed = await tab.post(`/api/admin/pois/BUE/${first}/remove`, {});
    expect(removed.status).toBe(200);
    expect((await publicPois(visitor)).map((poi) => poi.id)).not.toContain(first);
    const [removal] = removed.json.entries as { id: string }[];
    expect(await undo(tab, removal?.id ?? "")).toBe(200);
    expect((await publicPois(visitor)).map((poi) => poi.id)).toContain(first);
    expect(await undo(tab, removal?.id ?? "")).toBe(409);
  });

  it("swallows a failed index save (spec 000 §8): the POI is saved, the demo logs the index's error", async () => {
    const { tab, app } = await adminSession();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const saved = await tab.post("/api/admin/pois", { poi: OBELISCO }, { "x-demo-scenario": "index-save-fail" });
    expect([saved.status, saved.json.done, saved.json.indexed]).toEqual([200, true, false]);
    expect(String(warn.mock.calls[0]?.[0])).toContain("Error Saving document into index");
    expect((await tab.get("/api/admin/pois/BUE")).json.pois).toContainEqual({ ...OBELISCO, id: "POI-BUE-N1" });
    expect(await publicPois(demoTab(app), "obelisco")).toEqual([]);
    // A later save indexes it.
    await tab.post("/api/admin/pois", { poi: { ...OBELISCO, id: "POI-BUE-N1" } });
    expect((await publicPois(demoTab(app), "obelisco")).length).toBe(1);
  });

  it("answers 400 naming the field to a bad POI, airline name or home list, and 404 to unknown ones", async () => {
    const { tab } = await adminSession();
    const cases: [string, unknown, number, string][] = [
      ["/api/admin/pois", { poi: { ...OBELISCO, latitude: 95 } }, 400, "poi.latitude"],
      ["/api/admin/pois", { poi: { ...OBELISCO, city: "ZZZ" } }, 404, "poi.city"],
      ["/api/admin/pois", { poi: { ...OBELISCO, id: "POI-BUE-N77" } }, 404, "poi.id"],
      ["/api/admin/pois", "{", 400, "body"],
      ["/api/admin/pois/BUE/POI-XXX-1/remove", {}, 404, "id"],
      ["/api/admin/airlines/AR", { name: "x" }, 400, "name"],
      ["/api/admin/airlines/ZZ", { name: "Zeta" }, 404, "code"],
      ["/api/admin/home/promotions", { items: [{ hotelId: "1", title: "x" }] }, 400, "items.0.title"],
      ["/api/admin/home/promotions", { items: [{ hotelId: "999999999", title: "Nada" }] }, 404, "items.0.hotelId"],
      ["/api/admin/home/banners", { items: [] }, 404, "list"],
    ];
    for (const [path, body, status, field] of cases) {
      const reply = await tab.post(path, body);
      expect([reply.status, reply.json.field], path).toEqual([status, field]);
    }
    expect((await tab.get("/api/admin/pois/ZZZ")).status).toBe(404);
    expect((await tab.get("/api/admin/audit")).json.entries).toEqual([]);
  });

  it("renames an airline: find-airline and the flight results show the new name at once; the undo gives it back", async () => {
    const { app, tab } = await adminSession();
    const visitor = demoTab(app);
    const saved = await tab.post("/api/admin/airlines/AR", { name: "  Aerolíneas   Argentinas Plus " });
    expect(saved.json.airline).toEqual({
      carrierId: "AR",
      name: "Aerolíneas Argentinas Plus",
      seedName: "Aerolíneas Argentinas",
      logo: "",
    });
    const found = await visitor.post("/backend/dynamic-packaging-flight/find-airline", { pattern: "plus" });
    expect(found.json).toEqual([{ name: "Aerolíneas Argentinas Plus", carrierId: "AR" }]);
    const departure = parseCalendarDate("2027-03-01");
    if (Result.isFailure(departure)) throw new Error("date");
    const url = buildFlightSearchUrl({
      search: {
        origins: ["BUE"],
        originIds: ["BUE"],
        toCityName: "COR",
        toCityId: "COR",
        departure: departure.success,
        returnDate: null,
        flexibleDates: false,
        oneWay: true,
        passengers: { adults: 1, children: 0, ages: [] },
        cabin: "ALL",
        stops: [],
        officeId: null,
      },
      filters: flightSearchFiltersDefault,
    });
    const results = JSON.stringify((await visitor.post("/api/v1/flights/search", { url })).json);
    expect(results).toContain("Aerolíneas Argentinas Plus");
    expect((await tab.get("/api/admin/airlines?q=plus")).json.airlines).toHaveLength(1);
    const [entry] = saved.json.entries as { id: string; before: string; after: string }[];
    expect([entry?.before, entry?.after]).toEqual(["", "Aerolíneas Argentinas Plus"]);
    expect(await undo(tab, entry?.id ?? "")).toBe(200);
    const back = JSON.stringify((await visitor.post("/api/v1/flights/search", { url })).json);
    expect(back).not.toContain("Argentinas Plus");
  });

  it("edits the home's promotions (order, titles, removal): the home's call shows them at once; the undo restores", async () => {
    const { app, tab } = await adminSession();
    const visitor = demoTab(app);
    const seed = (await tab.get("/api/admin/home")).json.promotions as { hotelId: string; title: string }[];
    expect(seed.length).toBeGreaterThan(2);
    const seedTitles = (
      (await visitor.get("/api/fake/products/promotions/")).json as unknown as RecommendedOffer[]
    ).map((offer) => offer.title);
    expect(seedTitles).toEqual(seed.map((item) => item.title));
    const [a, b, ...rest] = seed;
    const next = [{ ...b, title: "Oferta de verano" }, a, ...rest.slice(1)];
    const saved = await tab.post("/api/admin/home/promotions", { items: next });
    expect(saved.status).toBe(200);
    const shown = (await visitor.get("/api/fake/products/promotions/")).json as unknown as RecommendedOffer[];
    expect(shown.map((offer) => offer.title)).toEqual(next.map((item) => item?.title));
    expect(shown[0]?.link).toContain(`externalHotelReference=${b?.hotelId}`);
    const [entry] = saved.json.entries as { id: string; module: string }[];
    expect(entry?.module).toBe("home");
    expect(await undo(tab, entry?.id ?? "")).toBe(200);
    const restored = (await visitor.get("/api/fake/products/promotions/")).json as unknown as RecommendedOffer[];
    expect(restored.map((offer) => offer.title)).toEqual(seedTitles);
    // The recommended hotels are a list of their own.
    expect((await tab.post("/api/admin/home/recommended", { items: [] })).status).toBe(200);
    expect((await visitor.get("/api/fake/recommended/hotels/")).json).toEqual([]);
  });
});
