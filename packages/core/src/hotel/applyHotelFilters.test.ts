import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { hotelSearchFiltersDefault } from "../routes/hotelSearchFilters.js";
import { applyHotelFilters, type HotelFilterContext, hotelFilterMatch, hotelNameFold } from "./applyHotelFilters.js";
import { hotelDistanceKm } from "./hotelDistanceKm.js";
import type { HotelFilterSubject } from "./hotelFilterSubject.js";
import { arbFilterHotel, arbFilterState } from "./test/arbHotelFilters.js";

const arbContext: fc.Arbitrary<HotelFilterContext> = fc.record({
  availability: fc.constantFrom(null, "ALL", "CNF", "ORQ"),
  perNight: fc.boolean(),
});

const hotel = (over: Partial<HotelFilterSubject> = {}): HotelFilterSubject => ({
  id: "1",
  name: "Hotel Plaza",
  stars: 4,
  reviewRating: 4.5,
  recommendation: 5,
  zone: "Z1",
  chain: null,
  destination: "BUE",
  amenities: ["wifi"],
  favourite: false,
  latitude: -34.6,
  longitude: -58.4,
  distanceKm: 1,
  nights: 2,
  rates: [{ board: "2", supplier: "HB", availability: "CNF", refundable: true, hasOffer: false, totalMinor: 20_001 }],
  ...over,
});
const ctx: HotelFilterContext = { availability: null, perNight: true };

describe("applyHotelFilters", () => {
  test.prop([fc.array(arbFilterHotel, { maxLength: 20 }), arbFilterState, arbContext], { numRuns: 1000 })(
    "every filtered hotel satisfies every filter; nothing that satisfies them is dropped",
    (hotels, filters, context) => {
      const matches = applyHotelFilters(hotels, filters, context);
      expect(matches.map((m) => m.hotel)).toEqual(
        hotels.filter((h) => hotelFilterMatch(h, filters, context) !== undefined),
      );
      for (const { hotel: h, rates, fromMinor, shownMinor } of matches) {
        expect(h.stars).toBeGreaterThanOrEqual(filters.category.min);
        expect(h.stars).toBeLessThanOrEqual(filters.category.max);
        if (filters.hotelName !== null) expect(hotelNameFold(h.name)).toContain(hotelNameFold(filters.hotelName));
        if (filters.zone.length > 0) expect(filters.zone).toContain(h.zone);
        if (filters.chains.length > 0) expect(filters.chains).toContain(h.chain);
        if (filters.destination.length > 0) expect(filters.destination).toContain(h.destination);
        for (const a of filters.amenity) expect(h.amenities).toContain(a);
        if (filters.offers.favourite) expect(h.favourite).toBe(true);
        if (filters.offers.recommended) expect(h.recommendation).toBeGreaterThanOrEqual(4);
        if (h.reviewRating !== null) {
          expect(h.reviewRating).toBeGreaterThanOrEqual(filters.tripadvisor.min);
          expect(Math.floor(h.reviewRating)).toBeLessThanOrEqual(filters.tripadvisor.max);
        }
        if (filters.poi.geo !== null && h.latitude !== null && h.longitude !== null)
          expect(
            hotelDistanceKm(filters.poi.geo, { latitude: h.latitude, longitude: h.longitude }),
          ).toBeLessThanOrEqual(filters.poi.radio);
        expect(rates.length).toBeGreaterThan(0);
        for (const r of rates) {
          expect(h.rates).toContain(r);
          if (filters.board.length > 0) expect(filters.board).toContain(r.board);
          if (filters.supplier.length > 0) expect(filters.supplier).toContain(r.supplier);
          if (filters.requestNonRefundableRates) expect(r.refundable).toBe(true);
          if (filters.offers.offer) expect(r.hasOffer).toBe(true);
          if (context.availability === "CNF" || context.availability === "ORQ")
            expect(r.availability).toBe(context.availability);
        }
        expect(fromMinor).toBe(Math.min(...rates.map((r) => r.totalMinor)));
        if (filters.rateRange.minimumValue !== null)
          expect(shownMinor).toBeGreaterThanOrEqual(filters.rateRange.minimumValue);
        if (filters.rateRange.maximumValue !== null)
          expect(shownMinor).toBeLessThanOrEqual(filters.rateRange.maximumValue);
      }
    },
  );

  test.prop([fc.array(arbFilterHotel, { maxLength: 20 })], { numRuns: 1000 })(
    "the default state keeps every hotel with a rate and 1–5 stars",
    (hotels) => {
      const kept = applyHotelFilters(hotels, hotelSearchFiltersDefault, ctx).map((m) => m.hotel);
      expect(kept).toEqual(hotels.filter((h) => h.rates.length > 0 && h.stars >= 1));
    },
  );

  it("compares per-night prices (rounded once) or totals by the context", () => {
    const filters = {
      ...hotelSearchFiltersDefault,
      rateRange: { minimumValue: 10_001, maximumValue: 10_001, currencyCode: null },
    };
    expect(hotelFilterMatch(hotel(), filters, ctx)?.shownMinor).toBe(10_001);
    expect(hotelFilterMatch(hotel(), filters, { ...ctx, perNight: false })).toBeUndefined();
  });

  it("folds accents and case in the hotel name", () => {
    expect(hotelNameFold("  Hotel PLAZÁ ")).toBe("hotel plaza");
    const filters = { ...hotelSearchFiltersDefault, hotelName: "plazá" };
    expect(hotelFilterMatch(hotel(), filters, ctx)).toBeDefined();
    expect(hotelFilterMatch(hotel({ name: "Sur" }), filters, ctx)).toBeUndefined();
  });

  it("keeps unknown review scores only for the full 1–5 range, and needs coordinates for a POI", () => {
    const narrow = { ...hotelSearchFiltersDefault, tripadvisor: { min: 3, max: 5 } };
    expect(hotelFilterMatch(hotel({ reviewRating: null }), narrow, ctx)).toBeUndefined();
    expect(hotelFilterMatch(hotel({ reviewRating: null }), hotelSearchFiltersDefault, ctx)).toBeDefined();
    const poi = {
      ...hotelSearchFiltersDefault,
      poi: { radio: 5, geo: { latitude: -34.6, longitude: -58.4 }, name: null },
    };
    expect(hotelFilterMatch(hotel(), poi, ctx)).toBeDefined();
    expect(hotelFilterMatch(hotel({ latitude: null }), poi, ctx)).toBeUndefined();
    expect(hotelFilterMatch(hotel({ latitude: -35.6 }), poi, ctx)).toBeUndefined();
  });

  it("leaves out the skipped group", () => {
    const filters = { ...hotelSearchFiltersDefault, board: ["5"] };
    expect(hotelFilterMatch(hotel(), filters, ctx)).toBeUndefined();
    expect(hotelFilterMatch(hotel(), filters, ctx, "board")).toBeDefined();
  });
});
