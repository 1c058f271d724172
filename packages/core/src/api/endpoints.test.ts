import { fc, test } from "@fast-check/vitest";
import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { endpoints } from "./endpoints.js";

const all = Object.entries(endpoints);

describe("endpoints", () => {
  it("declares every call with a method, a path builder and a reply Schema; POSTs carry a request Schema", () => {
    // 19 shared, 15 location, 8 budget, 15 hotel and 12 flight/package/bundle/download calls (sections 7).
    expect(all.length).toBe(69);
    for (const [name, endpoint] of all) {
      expect(["GET", "POST"], name).toContain(endpoint.method);
      expect(typeof endpoint.path, name).toBe("function");
      expect(Schema.isSchema(endpoint.reply), name).toBe(true);
      if (endpoint.method === "POST") expect(Schema.isSchema(endpoint.request), name).toBe(true);
      else expect(endpoint.request, name).toBeUndefined();
    }
  });

  it("builds the spec's paths", () => {
    expect(endpoints.hotelSearch.path()).toBe("/api/v1/hotels/search");
    expect(endpoints.hotelPolitics.path("TP-1", "DD/MM/YYYY")).toBe(
      "/api/v1/hotels/politics/TP-1/DD%2FMM%2FYYYY/false",
    );
    expect(endpoints.hotelQuote.path("TP-1")).toBe("/checkout/quote/hotel/TP-1");
    expect(endpoints.hotelQuote.path("TP-1", ["A", "B"])).toBe("/checkout/quote/hotel/TP-1/A,B");
    expect(endpoints.houseQuote.path("TP-1")).toBe("/checkout/quote/hotel/TP-1%3FaccommodationType=HouseOrApartment");
    expect(endpoints.flightRules.path(["1", "2"])).toBe("/api/v1/flights/rules/1,2");
    expect(endpoints.messageCount.path("2026-11-21")).toBe("/inbox/msgCount/2026-11-21/false");
    expect(endpoints.completePoi.path("museo", -34.6, -58.38, 50000)).toBe(
      "/api/complete/poi/museo/-34.6/-58.38/50000",
    );
    expect(endpoints.citiesAirports.path("es", { pattern: "men", destinationType: "NMO.GBL.PDT.AIR" })).toBe(
      "/portal/citiesAirports/es?pattern=men&destinationType=NMO.GBL.PDT.AIR",
    );
    expect(endpoints.translation.path("es", "search.submit")).toBe("/i18n/es/search.submit");
    expect(endpoints.translation.path("es", "budget.items", true, 3)).toBe("/i18n/es/budget.items?plural=true&count=3");
    expect(endpoints.bundleSearchMonth.path("dic")).toBe("/dynamicVacationBundle/searchMonth?pattern=dic");
    expect(endpoints.homeSearchImage.path("home", "mobile")).toBe("/api/portal/getHomeSearchImage/home/mobile");
    expect(endpoints.budgetDelete.path("4711")).toBe("/api/budget/delete/4711");
  });

  test.prop([fc.string(), fc.string()], { numRuns: 1000 })(
    "any parameter stays inside its own segment and reads back unchanged",
    (tripProductId, momentFormat) => {
      const path = endpoints.hotelPolitics.path(tripProductId, momentFormat);
      const segments = path.split("/");
      expect(segments).toHaveLength(8);
      expect(path).not.toMatch(/[?#]/);
      expect(decodeURIComponent(segments[5] ?? "")).toBe(tripProductId);
      expect(decodeURIComponent(segments[6] ?? "")).toBe(momentFormat);
    },
  );

  test.prop([fc.array(fc.string(), { minLength: 1, maxLength: 5 })], { numRuns: 1000 })(
    "id lists join with ',' and every id reads back",
    (ids) => {
      const last = endpoints.flightRules.path(ids).split("/").at(-1) ?? "";
      expect(last.split(",").map(decodeURIComponent)).toEqual(ids);
    },
  );
});
