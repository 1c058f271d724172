import { describe, expect, it } from "vitest";
import { DEMO_PORTALS } from "../../db/demoPortals.js";
import { demoSession } from "../../internal/accountsTestSupport.js";

const FLAGS = [
  "enableBudgeting",
  "enablePricer",
  "enableDualFlow",
  "smartFlow",
  "relatedRates",
  "hotelsV2TariffOnDemand",
  "showSuppliers",
  "showZoneFilter",
  "showRefundable",
  "showTripAdvisor",
  "showWidgetOffer",
  "showPricesIncludeTaxes",
  "mailIncludesPDF",
  "mapV3",
  "featureGroups",
  "portalType",
  "availabilityType",
  "hotelResultAsyncTimeout",
];

describe("portal configuration and images", () => {
  it("answers every feature flag of the spec for each portal, by id or type", async () => {
    const { tab } = await demoSession();
    for (const portal of DEMO_PORTALS) {
      const config = (await tab.get(`/api/portal/config/${portal.id}`)).json;
      expect(config.id).toBe(String(portal.id));
      for (const flag of FLAGS) expect(config).toHaveProperty(flag);
    }
    expect((await tab.get("/api/portal/config/B2B")).json).toMatchObject({ portalType: "B2B" });
    expect((await tab.get("/api/portal/config/GO")).json).toMatchObject({ featureGroups: ["go", "B2B"] });
    expect((await tab.get("/api/portal/config/99")).status).toBe(404);
  });

  it("points home and main images at SVGs it serves", async () => {
    const { tab } = await demoSession();
    const home = await tab.get("/api/portal/getHomeSearchImage/hotels/mobile");
    expect(home.json).toEqual({
      done: true,
      imgUrl: { image: "/images/home/hotels-mobile.svg", original: "/images/home/hotels-original.svg" },
    });
    const main = await tab.get("/api/portal/getMainImage/flights");
    const image = await tab.fetch((main.json.imgUrl as { image: string }).image);
    expect(image.headers.get("content-type")).toBe("image/svg+xml");
    expect(await image.text()).toMatch(/^<svg /);
    expect((await tab.get("/api/portal/getHomeSearchImage/hotels/es")).status).toBe(200);
    expect((await tab.get("/api/portal/getHomeSearchImage/hotels/watch")).json.field).toBe("deviceType");
    expect((await tab.get("/api/portal/getHomeSearchImage/moon/desktop")).status).toBe(404);
    expect((await tab.fetch("/images/home/moon-desktop.svg")).status).toBe(404);
    expect((await tab.get("/api/portal/getMainImage/flights", { "x-demo-scenario": "home-image-fail" })).status).toBe(
      500,
    );
  });
});
