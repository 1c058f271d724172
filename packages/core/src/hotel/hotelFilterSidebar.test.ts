import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  HOTEL_POI_DISTANCE_DEFAULT_KM,
  HOTEL_POI_DISTANCE_STEPS_KM,
  HOTEL_PRICE_RANGE_DEFAULT,
  hotelFilterSidebar,
  hotelPoiSliderStep,
} from "./hotelFilterSidebar.js";
import { arbHotelFilterSidebarContext } from "./test/arbHotelFilterSidebarContext.js";

const arbContext = arbHotelFilterSidebarContext;

describe("hotelFilterSidebar", () => {
  test.prop([arbContext], { numRuns: 1000 })("each block shows exactly when the spec allows it", (c) => {
    const s = hotelFilterSidebar(c);
    expect(s.hotelName.disabled).toBe(c.searchedByHotelName);
    expect(s.offers).toBe(!c.priceGo);
    expect(s.refundable).toBe(c.showRefundable);
    expect(s.poi).toBe(c.hasGeoReference);
    expect(s.reviewRating).toBe(c.showTripAdvisor && !c.priceGo && (c.viewType === null || c.viewType === "simple"));
    expect(s.suppliers).toBe(c.showSuppliers);
    expect(s.zones).toBe(c.showZoneFilter);
    expect(s.counts).toBe((c.viewType === null || c.viewType === "simple") && !c.loading);
    expect([s.category, s.price, s.board, s.amenities, s.destinations]).toEqual([true, true, true, true, true]);
  });

  it("holds the spec's defaults", () => {
    expect(HOTEL_PRICE_RANGE_DEFAULT).toEqual({ min: 0, max: 1000 });
    expect(HOTEL_POI_DISTANCE_STEPS_KM).toEqual([0.25, 0.5, 1, 2, 3, 4, 5, 10]);
    expect(HOTEL_POI_DISTANCE_DEFAULT_KM).toBe(5);
  });

  test.prop([fc.double({ min: 0, max: 100, noNaN: true })], { numRuns: 1000 })(
    "the POI slider shows the nearest step",
    (radio) => {
      const step = hotelPoiSliderStep(radio);
      expect(HOTEL_POI_DISTANCE_STEPS_KM).toContain(step);
      for (const other of HOTEL_POI_DISTANCE_STEPS_KM)
        expect(Math.abs(step - radio)).toBeLessThanOrEqual(Math.abs(other - radio));
    },
  );

  it("maps the state's 20 km to the slider's 10", () => {
    expect(hotelPoiSliderStep(20)).toBe(10);
    expect(hotelPoiSliderStep(Number.NaN)).toBe(HOTEL_POI_DISTANCE_DEFAULT_KM);
  });
});
