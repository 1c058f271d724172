import { fc } from "@fast-check/vitest";
import type { HotelFilterSidebarContext } from "../hotelFilterSidebar.js";

/** Any context of the hotel filter sidebar (core's `hotelFilterSidebar` input). */
export const arbHotelFilterSidebarContext: fc.Arbitrary<HotelFilterSidebarContext> = fc.record({
  searchedByHotelName: fc.boolean(),
  priceGo: fc.boolean(),
  showRefundable: fc.boolean(),
  hasGeoReference: fc.boolean(),
  showTripAdvisor: fc.boolean(),
  showSuppliers: fc.boolean(),
  showZoneFilter: fc.boolean(),
  viewType: fc.constantFrom(null, "simple", "aggregated-basic", "aggregated-enriched"),
  loading: fc.boolean(),
});
