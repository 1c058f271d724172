import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { arbFromSchema } from "../test/arbFromSchema.js";
import { HotelCluster } from "./hotelCluster.js";
import { hotelSearchClusters } from "./hotelSearchClusters.js";
import {
  HotelCatalogReply,
  HotelMoreRatesReply,
  HotelOffersRequest,
  HotelSearchReply,
  HotelSearchRequest,
} from "./hotelSearchReply.js";
import { PortalFeatureFlags } from "./portalFeatureFlags.js";
import { sampleHotelCluster, sampleHotelFilters } from "./test/hotelSamples.js";
import { expectDecodeFailureAt, schemaLaws } from "./test/schemaLaws.js";

const simpleReply = {
  done: true,
  hotels: [sampleHotelCluster],
  filters: sampleHotelFilters,
  countryTax: true,
  rgTax: false,
  perNight: true,
  currency: { grossCurrency: { code: "USD" } },
  showPricesIncludeTaxes: "none",
  showActiveView: "abreviada",
  isExpanded: false,
  viewType: "simple",
  portalType: "B2B",
  enableBudgeting: true,
  enablePricer: false,
  showSuppliers: true,
  mapV3: true,
  sort: "price",
  extras: { isHotelSearch: true, destinationId: "BUE", destination: "Buenos Aires" },
  xTotalCount: 120,
  xPendingResults: "true",
  ttl: 900,
};
const aggregatedReply = {
  done: true,
  hotels: { details: { trips: [{ hotelsAvailability: [sampleHotelCluster] }] } },
  viewType: "aggregated-enriched",
  xPendingResults: "false",
};

schemaLaws(
  "HotelSearchReply",
  HotelSearchReply,
  arbFromSchema(HotelSearchReply),
  [simpleReply, aggregatedReply, { done: false, message: "No vinieron hoteles en la busqueda solicitada" }],
  // A whole reply nests clusters, rates and filters, each of which has its own 1,000-run laws in its own file;
  // 300 runs of the full reply keep the folder within its time budget.
  { numRuns: 300 },
);
schemaLaws("PortalFeatureFlags", PortalFeatureFlags, arbFromSchema(PortalFeatureFlags), [
  { enableBudgeting: true, featureGroups: ["go", "B2B"], showPricesIncludeTaxes: false },
]);
schemaLaws("HotelMoreRatesReply", HotelMoreRatesReply, arbFromSchema(HotelMoreRatesReply), [
  { hotels: [sampleHotelCluster] },
]);
schemaLaws("HotelCatalogReply", HotelCatalogReply, arbFromSchema(HotelCatalogReply), [
  { done: true, detail: sampleHotelCluster.detail, showSuppliers: false, error: null },
  { done: false, error: "Hotel ID can't be empty" },
]);
schemaLaws(
  "HotelSearchRequest",
  HotelSearchRequest,
  fc.record({ url: fc.webUrl(), progressiveResults: fc.boolean() }, { requiredKeys: ["url"] }),
  [{ url: "/hotel/results/BUE/2026-12-01/2026-12-05/2-0?availability=CNF", progressiveResults: true }],
);
schemaLaws(
  "HotelOffersRequest",
  HotelOffersRequest,
  fc.webUrl().map((url) => ({ url, offers: true as const, refundable: 0 as const, sorting: "bestvalue" as const })),
  [{ url: "/hotel/results/BUE/2026-12-01/2026-12-05/2", offers: true, refundable: 0, sorting: "bestvalue" }],
);

describe("hotelSearchClusters", () => {
  test.prop([fc.array(arbFromSchema(HotelCluster), { maxLength: 3 })], { numRuns: 200 })(
    "reads the flat and the nested forms alike",
    (clusters) => {
      expect(hotelSearchClusters({ done: true, hotels: clusters })).toEqual(clusters);
      expect(
        hotelSearchClusters({ done: true, hotels: { details: { trips: [{ hotelsAvailability: clusters }] } } }),
      ).toEqual(clusters);
    },
  );
  it("is empty when no hotels came", () => {
    expect(hotelSearchClusters({ done: false })).toEqual([]);
    expect(hotelSearchClusters({ done: true, hotels: { details: { trips: [] } } })).toEqual([]);
  });
  it("names the bad field of a reply", () => {
    expectDecodeFailureAt(HotelSearchReply, { ...simpleReply, viewType: "grid" }, ["viewType"]);
  });
});
