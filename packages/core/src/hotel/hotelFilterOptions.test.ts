import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { hotelSearchFiltersDefault } from "../routes/hotelSearchFilters.js";
import { applyHotelFilters, type HotelFilterContext } from "./applyHotelFilters.js";
import { hotelFilterOptions } from "./hotelFilterOptions.js";
import { arbFilterHotel, arbFilterState } from "./test/arbHotelFilters.js";

const ctx: HotelFilterContext = { availability: null, perNight: false };

describe("hotelFilterOptions", () => {
  test.prop([fc.array(arbFilterHotel, { maxLength: 10 }), arbFilterState], { numRuns: 1000 })(
    "an option's count is the number of hotels that choosing only it would show",
    (hotels, filters) => {
      const options = hotelFilterOptions(hotels, filters, ctx);
      for (const option of options.board) {
        const only = applyHotelFilters(hotels, { ...filters, board: [option.code] }, ctx);
        expect(option.quantity).toBe(only.length);
        expect(option.selected).toBe(filters.board.includes(option.code));
      }
      for (const option of options.zone)
        expect(option.quantity).toBe(applyHotelFilters(hotels, { ...filters, zone: [option.code] }, ctx).length);
      for (const code of filters.supplier) expect(options.supplier.map((o) => o.code)).toContain(code);
      for (const option of options.supplier)
        expect(option.quantity).toBe(applyHotelFilters(hotels, { ...filters, supplier: [option.code] }, ctx).length);
      for (const option of options.category)
        expect(option.quantity).toBe(
          applyHotelFilters(
            hotels,
            { ...filters, category: { min: Number(option.code), max: Number(option.code) } },
            ctx,
          ).length,
        );
      const favourites = applyHotelFilters(hotels, { ...filters, offers: { ...filters.offers, favourite: true } }, ctx);
      expect(options.offers.favourite.quantity).toBe(favourites.length);
      const refundable = applyHotelFilters(hotels, { ...filters, requestNonRefundableRates: true }, ctx);
      expect(options.refundable.quantity).toBe(refundable.length);
      const unpriced = applyHotelFilters(hotels, { ...filters, rateRange: hotelSearchFiltersDefault.rateRange }, ctx);
      if (unpriced.length === 0) expect(options.priceRange).toBeNull();
      else
        expect(options.priceRange).toEqual({
          minimum: Math.min(...unpriced.map((m) => m.shownMinor)),
          maximum: Math.max(...unpriced.map((m) => m.shownMinor)),
        });
    },
  );

  it("lists options by code and keeps selected ones at 0", () => {
    const options = hotelFilterOptions([], { ...hotelSearchFiltersDefault, amenity: ["spa"], chains: ["C9"] }, ctx);
    expect(options.amenity).toEqual([{ code: "spa", selected: true, quantity: 0 }]);
    expect(options.chains).toEqual([{ code: "C9", selected: true, quantity: 0 }]);
    expect(options.category.every((o) => o.selected && o.quantity === 0)).toBe(true);
    expect(options.offers.offer).toEqual({ code: "offer", selected: false, quantity: 0 });
  });
});
