import { HotelSearchReply, hotelSearchClusters, type HotelSearchReply as Reply } from "@travesia/core";
import { Result, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { createDemoApi } from "../app.js";
import { inProcessFetcher } from "../inProcess.js";
import { SCENARIO_HEADER } from "../scenario.js";

/**
 * The demo data reaches every branch of the hotel results page (issue "The demo data"): each view type and active
 * view, rates on demand, each portal's flags, disabled hotels, on-request rates, offers, variations, distance,
 * suppliers, zones, reviews and points of interest, in Madrid and Buenos Aires (1,000+ hotels each). Every reply is
 * decoded with core's `HotelSearchReply`, refusing any field core does not describe.
 */

const NOW = new Date("2026-11-21T12:00:00Z");
const app = createDemoApi({ now: () => NOW, seed: 1 });
const MADRID = "/hotel/results/MAD/2027-03-01/2027-03-04/2-0";
const BUENOS_AIRES = "/hotel/results/BUE/2027-03-01/2027-03-04/2-0";

const strict = { onExcessProperty: "error", errors: "all" } as const;

const decode = (body: unknown): Reply => {
  const decoded = Schema.decodeUnknownResult(HotelSearchReply, strict)(body);
  if (Result.isFailure(decoded)) throw new Error(decoded.failure.message);
  return decoded.success;
};

const search = async (url: string, scenario?: string, fetcher?: ReturnType<typeof inProcessFetcher>) => {
  const init = {
    method: "POST",
    headers: { "content-type": "application/json", ...(scenario === undefined ? {} : { [SCENARIO_HEADER]: scenario }) },
    body: JSON.stringify({ url }),
  };
  const reply =
    fetcher === undefined
      ? await app.request("/api/v1/hotels/search", init)
      : await fetcher("/api/v1/hotels/search", init);
  expect(reply.status).toBe(200);
  return decode(await reply.json());
};

const loggedIn = async (username: string) => {
  const browser = inProcessFetcher(app);
  const login = await browser("/api/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password: "demo1234" }),
  });
  expect(login.status).toBe(200);
  return browser;
};

describe("hotel results demo data", () => {
  it("finds Madrid and Buenos Aires from the destination box and answers more than 1,000 hotels each", async () => {
    for (const [term, id] of [
      ["Madrid", "MAD"],
      ["Buenos", "BUE"],
    ]) {
      const found = (await (await app.request(`/api/locations/${term}`)).json()) as { value: string }[];
      expect(found.map((location) => location.value)).toContain(id);
    }
    for (const url of [MADRID, BUENOS_AIRES]) {
      const reply = await search(url);
      expect(reply.xTotalCount).toBeGreaterThan(1000);
      expect(hotelSearchClusters(reply)).toHaveLength(20);
    }
  });

  it("reaches each active view through the view scenarios, 'abreviada' without", async () => {
    expect((await search(MADRID)).showActiveView).toBe("abreviada");
    expect((await search(MADRID, "view-normal")).showActiveView).toBe("normal");
    expect((await search(MADRID, "view-carousel")).showActiveView).toBe("carousel");
    expect((await search(MADRID, "view-map")).showActiveView).toBe("mapa");
  });

  it("reaches each view type: the URL's, else the scenario's, else simple", async () => {
    const simple = await search(MADRID);
    expect(simple.viewType).toBe("simple");
    expect(simple.filters?.board?.[0]?.quantity).toBeTypeOf("number");
    const basic = await search(MADRID, "view-aggregated-basic");
    expect(basic.viewType).toBe("aggregated-basic");
    expect(hotelSearchClusters(basic).every((cluster) => cluster.detail === undefined)).toBe(true);
    expect(basic.filters?.board?.[0]?.quantity).toBeUndefined();
    const enriched = await search(MADRID, "view-aggregated-enriched");
    expect(enriched.viewType).toBe("aggregated-enriched");
    expect(hotelSearchClusters(enriched).every((cluster) => cluster.detail !== undefined)).toBe(true);
    expect((await search(`${MADRID}?viewType=simple`, "view-aggregated-basic")).viewType).toBe("simple");
    expect((await search(`${MADRID}?viewType=aggregated-enriched`)).viewType).toBe("aggregated-enriched");
  });

  it("under rates-on-demand an aggregated view's clusters bring their first 10 rates, the 10th marked when more remain", async () => {
    const reply = await search(`${MADRID}?viewType=aggregated-enriched&category.min=5`, "rates-on-demand");
    expect(reply.hotelsV2TariffOnDemand).toBe(true);
    const clusters = hotelSearchClusters(reply);
    expect(clusters.every((cluster) => cluster.rates.length <= 10)).toBe(true);
    expect(clusters.every((cluster) => cluster.rates.every((rate) => rate.onDemand === true))).toBe(true);
    const full = clusters.filter((cluster) => cluster.rates.at(-1)?.onDemandLast === true);
    expect(full.length).toBeGreaterThan(0);
    expect(full.every((cluster) => cluster.rates.length === 10)).toBe(true);
  });

  it("leaves the rates out under rates-on-demand, and brings a hotel's rates with a search narrowed to it", async () => {
    const demand = await search(MADRID, "rates-on-demand");
    expect(demand.hotelsV2TariffOnDemand).toBe(true);
    const clusters = hotelSearchClusters(demand);
    expect(clusters.every((cluster) => cluster.rates.length === 0)).toBe(true);
    expect((await search(MADRID)).hotelsV2TariffOnDemand).toBe(false);
    // 1 hotel in 40 has no availability for a stay: the first of the first three that has rates will do.
    let found = 0;
    for (const cluster of clusters.slice(0, 3)) {
      const narrowed = hotelSearchClusters(
        await search(`${MADRID}?externalHotelReference=${cluster.hotelDetailId}`, "rates-on-demand"),
      ).find((hotel) => hotel.hotelDetailId === cluster.hotelDetailId);
      if (narrowed?.disabled !== true) {
        expect(narrowed?.rates.length).toBeGreaterThan(0);
        found++;
      }
    }
    expect(found).toBeGreaterThan(0);
  });

  it("carries the flags of the user's portal: consumer, agencies (suppliers) and price-GO", async () => {
    const guest = await search(MADRID);
    expect(guest).toMatchObject({
      portalType: "B2C",
      featureGroups: ["all", "B2C"],
      enableBudgeting: false,
      showSuppliers: false,
      showPricesIncludeTaxes: true,
    });
    const agent = await search(MADRID, undefined, await loggedIn("agente"));
    expect(agent).toMatchObject({
      portalType: "B2B",
      featureGroups: ["all", "B2B"],
      enableBudgeting: true,
      enablePricer: true,
      showSuppliers: true,
      showPricesIncludeTaxes: false,
    });
    expect(agent.filters?.supplier?.length).toBeGreaterThan(1);
    const go = await search(MADRID, undefined, await loggedIn("agente.moroso"));
    expect(go).toMatchObject({ featureGroups: ["go", "B2B"], showPricesIncludeTaxes: "none" });
  });

  it("holds every card branch in Madrid's results: on request, offers, reviews, recommendations, zones", async () => {
    const reply = await search(`${MADRID}?availability=ALL`);
    const clusters = hotelSearchClusters(reply);
    const rates = clusters.flatMap((cluster) => cluster.rates);
    expect(rates.some((rate) => rate.availability === "ORQ")).toBe(true);
    expect(rates.some((rate) => rate.availability === "CNF")).toBe(true);
    expect(rates.some((rate) => (rate.offer ?? []).length > 0)).toBe(true);
    expect(clusters.every((cluster) => cluster.tripAdvisor !== undefined && cluster.rating !== undefined)).toBe(true);
    expect(new Set(clusters.map((cluster) => cluster.recommendation?.recommendationType)).size).toBeGreaterThan(1);
    expect(reply.filters?.zone?.length).toBeGreaterThan(3);
    expect(reply.filters?.board?.length).toBeGreaterThan(1);
    const orq = await search(`${MADRID}?availability=ORQ`);
    expect(
      hotelSearchClusters(orq)
        .flatMap((cluster) => cluster.rates)
        .every((rate) => rate.availability === "ORQ"),
    ).toBe(true);
  });

  it("holds the similar-hotel branches: disabled hotel with similar ones, 'Categoría superior' and 'Mejor valorado', distance", async () => {
    const first = hotelSearchClusters(await search(MADRID))[0];
    const disabled = hotelSearchClusters(
      await search(`${MADRID}?externalHotelReference=${first?.hotelDetailId}`, "hotel-disabled"),
    );
    expect(disabled[0]).toMatchObject({ hotelDetailId: first?.hotelDetailId, disabled: true, rates: [] });
    expect(disabled.length).toBeGreaterThan(1);
    // Related rates of a modest hotel: better-rated and higher-category neighbours come back with their variations.
    const modest = hotelSearchClusters(await search(`${MADRID}?category.min=2&category.max=3`)).find(
      (cluster) => cluster.rates.length > 0,
    );
    const related = hotelSearchClusters(
      await search(`${MADRID}?baseRate=${encodeURIComponent(modest?.rates[0]?.tripProductID ?? "")}`),
    );
    const codes = new Set(related.flatMap((cluster) => (cluster.baseHotelVariations ?? []).map((v) => v.code)));
    expect(codes).toEqual(new Set(["rating", "tripadvisor"]));
    expect(related.every((cluster) => cluster.distance?.unit === "km")).toBe(true);
  });

  it("searches around a point of interest in Madrid: distances within the radius, the geo reference echoed", async () => {
    const reply = await search(
      "/hotel/results/40.4169,-3.7035/2027-03-01/2027-03-04/2-0?poi.geo=40.4169,-3.7035&poi.radio=2&sorting.sortFieldName=distance",
    );
    const clusters = hotelSearchClusters(reply);
    expect(clusters.length).toBeGreaterThan(0);
    expect(clusters.every((cluster) => (cluster.distance?.value ?? 99) <= 2)).toBe(true);
    expect(reply.filters?.geoReference).toEqual({ latitude: 40.4169, longitude: -3.7035 });
    expect(reply.filters?.poi?.radio).toBe(2);
  });
});
