import { describe, it } from "vitest";
import { arbFromSchema } from "../test/arbFromSchema.js";
import { PortalConfigReply } from "./portalConfig.js";
import { expectDecodeFailureAt, schemaLaws } from "./test/schemaLaws.js";

schemaLaws("PortalConfigReply", PortalConfigReply, arbFromSchema(PortalConfigReply), [
  {
    id: "portal-1",
    portalType: "B2B",
    enableBudgeting: true,
    enablePricer: false,
    enableDualFlow: false,
    relatedRates: true,
    smartFlow: false,
    hotelsV2TariffOnDemand: true,
    showSuppliers: true,
    showZoneFilter: true,
    showRefundable: true,
    showTripAdvisor: true,
    showWidgetOffer: true,
    showPricesIncludeTaxes: true,
    mailIncludesPDF: false,
    mapV3: true,
    featureGroups: ["all", "B2B"],
    availabilityType: "CNF",
    allowSupplierSelection: false,
    hotelResultAsyncTimeout: 20,
  },
  {},
]);

describe("PortalConfigReply errors", () => {
  it("refuses an unknown feature group", () => {
    expectDecodeFailureAt(PortalConfigReply, { featureGroups: ["all", "gold"] }, ["featureGroups", 1]);
  });
});
