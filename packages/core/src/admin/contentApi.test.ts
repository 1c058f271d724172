import { describe, expect, it } from "vitest";
import { schemaLaws } from "../api/test/schemaLaws.js";
import { arbFromSchema } from "../test/arbFromSchema.js";
import {
  AdminAirlinesReply,
  AdminHomeReply,
  AdminPoisReply,
  AdminSaveAirlineReply,
  AdminSaveHomeListReply,
  AdminSavePoiReply,
  AdminSavePoiRequest,
  adminAirlinesEndpoint,
  adminRemovePoiEndpoint,
  adminSaveHomeListEndpoint,
} from "./contentApi.js";

const poi = {
  id: "POI-BUE-N1",
  city: "BUE",
  description: "Obelisco",
  latitude: -34.60372,
  longitude: -58.38159,
  vicinity: "San Nicolás, Buenos Aires",
  type: "tourist_attraction",
};
const entry = {
  id: "1",
  at: "2026-12-02T10:15:00.000Z",
  who: "admin",
  module: "pois",
  target: "POI-BUE-N1",
  targetName: "Obelisco",
  field: "poi",
  before: "",
  after: JSON.stringify(poi),
  undoOf: null,
  undoneBy: null,
};
const size = { size: 4 };
const city = { code: "BUE", name: "Buenos Aires", latitude: -34.6, longitude: -58.38 };

schemaLaws("AdminPoisReply", AdminPoisReply, arbFromSchema(AdminPoisReply, size), [{ done: true, city, pois: [poi] }]);
schemaLaws("AdminSavePoiRequest", AdminSavePoiRequest, arbFromSchema(AdminSavePoiRequest, size), [
  { poi: { ...poi, id: undefined } },
]);
schemaLaws("AdminSavePoiReply", AdminSavePoiReply, arbFromSchema(AdminSavePoiReply, size), [
  { done: true, poi, indexed: false, entries: [entry] },
]);
schemaLaws("AdminAirlinesReply", AdminAirlinesReply, arbFromSchema(AdminAirlinesReply, size), [
  {
    done: true,
    airlines: [
      { carrierId: "AR", name: "Aerolíneas", seedName: "Aerolíneas Argentinas", logo: "/images/uploads/ar.png" },
      { carrierId: "LA", name: "LATAM", seedName: "LATAM", logo: "" },
    ],
  },
]);
schemaLaws("AdminSaveAirlineReply", AdminSaveAirlineReply, arbFromSchema(AdminSaveAirlineReply, size), [
  {
    done: true,
    airline: { carrierId: "AR", name: "Aerolíneas", seedName: "Aerolíneas Argentinas", logo: "" },
    entries: [{ ...entry, module: "airlines", target: "AR", field: "name", before: "", after: "Aerolíneas" }],
  },
]);
schemaLaws("AdminHomeReply", AdminHomeReply, arbFromSchema(AdminHomeReply, size), [
  { done: true, promotions: [{ hotelId: "101", title: "Hotel Sol" }], recommended: [] },
]);
schemaLaws("AdminSaveHomeListReply", AdminSaveHomeListReply, arbFromSchema(AdminSaveHomeListReply, size), [
  { done: true, list: "promotions", items: [], entries: [] },
]);

describe("the back office's content calls", () => {
  it("builds rooted paths with encoded ids and the airline search in the query", () => {
    expect(adminRemovePoiEndpoint.path("BUE", "POI/1")).toBe("/api/admin/pois/BUE/POI%2F1/remove");
    expect(adminAirlinesEndpoint.path("")).toBe("/api/admin/airlines");
    expect(adminAirlinesEndpoint.path("aé")).toBe("/api/admin/airlines?q=a%C3%A9");
    expect(adminSaveHomeListEndpoint.path("promotions")).toBe("/api/admin/home/promotions");
  });
});
