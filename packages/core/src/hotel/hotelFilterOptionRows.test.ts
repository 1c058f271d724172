import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import type { HotelFilterOption } from "../api/hotelSearchFilterOptions.js";
import { hotelSearchFiltersDefault } from "../routes/hotelSearchFilters.js";
import {
  HOTEL_FILTER_OPTIONS_COLLAPSED,
  hotelFilterFacetList,
  hotelFilterOptionRows,
  hotelFilterOptionsShown,
  hotelOfferFilterRows,
} from "./hotelFilterOptionRows.js";

const code = fc.constantFrom("1", "2", "3", "5", "wifi", "pool", "Z1", "HB");
const arbOption: fc.Arbitrary<HotelFilterOption> = fc.record(
  {
    code,
    description: fc.constantFrom("", "Desayuno", "Wi-Fi", "Centro"),
    selected: fc.boolean(),
    quantity: fc.nat({ max: 500 }),
  },
  { requiredKeys: ["code", "description"] },
);
const arbSelected: fc.Arbitrary<string[]> = fc.uniqueArray(code, { maxLength: 4 });

describe("hotelFilterOptionRows", () => {
  test.prop([fc.array(arbOption, { maxLength: 12 }), arbSelected, fc.boolean()], { numRuns: 1000 })(
    "one row per code, reply order first, every selected code checked, counts only when shown",
    (options, selected, showCounts) => {
      const rows = hotelFilterOptionRows(options, selected, showCounts);
      const codes = rows.map((row) => row.code);
      expect(new Set(codes).size).toBe(codes.length);
      const replyCodes = [...new Set(options.map((option) => option.code))];
      expect(codes.slice(0, replyCodes.length)).toEqual(replyCodes);
      expect(new Set(codes)).toEqual(new Set([...replyCodes, ...selected]));
      for (const row of rows) {
        expect(row.selected).toBe(selected.includes(row.code));
        const first = options.find((option) => option.code === row.code);
        if (!showCounts) expect(row.count).toBeNull();
        else expect(row.count).toBe(first === undefined ? 0 : (first.quantity ?? null));
        expect(row.label).toBe(first === undefined || first.description === "" ? row.code : first.description);
      }
    },
  );

  it("reads amenities from `amenity`, else from `services` (spec 001 §3 'services/amenity')", () => {
    const wifi = { code: "wifi", description: "Wi-Fi" };
    const pool = { code: "pool", description: "Piscina" };
    expect(hotelFilterFacetList({ services: [wifi] }, "amenity")).toEqual([wifi]);
    expect(hotelFilterFacetList({ services: [wifi], amenity: [pool] }, "amenity")).toEqual([pool]);
    expect(hotelFilterFacetList({ zone: [pool] }, "zone")).toEqual([pool]);
    expect(hotelFilterFacetList({}, "board")).toEqual([]);
  });
});

describe("hotelFilterOptionsShown", () => {
  const arbRows = fc.tuple(fc.nat({ max: 20 }), fc.array(fc.boolean(), { maxLength: 20 })).map(([count, picks]) =>
    Array.from({ length: count }, (_, index) => ({
      code: String(index),
      label: `option ${index}`,
      selected: picks[index] ?? false,
      count: null,
    })),
  );

  test.prop([arbRows, fc.boolean(), fc.integer({ min: 1, max: 10 })], { numRuns: 1000 })(
    "shows the first rows and every selected one, in order; the rest are counted as hidden",
    (rows, expanded, limit) => {
      const { shown, hidden } = hotelFilterOptionsShown(rows, expanded, limit);
      expect(shown.length + hidden).toBe(rows.length);
      expect(shown).toEqual(rows.filter((row) => shown.includes(row)));
      for (const row of rows) if (row.selected) expect(shown).toContain(row);
      expect(shown.length).toBeGreaterThanOrEqual(Math.min(limit, rows.length));
      if (expanded) expect(hidden).toBe(0);
      expect(hidden === 0 || hidden >= 2).toBe(true);
    },
  );

  it("collapses after 6 options by default", () => {
    const rows = Array.from({ length: 10 }, (_, index) => ({
      code: String(index),
      label: String(index),
      selected: false,
      count: 1,
    }));
    expect(hotelFilterOptionsShown(rows, false).shown).toHaveLength(HOTEL_FILTER_OPTIONS_COLLAPSED);
    expect(hotelFilterOptionsShown(rows, false).hidden).toBe(4);
    expect(hotelFilterOptionsShown(rows.slice(0, 7), false).hidden).toBe(0);
  });
});

describe("hotelOfferFilterRows", () => {
  it("lists favourite, with offers and recommended, with the reply's counts when counts show", () => {
    const facets = {
      favourite: { selected: false, quantity: 3 },
      isOffer: { selected: true, quantity: 7 },
      recommended: { selected: false },
    };
    const offers = { ...hotelSearchFiltersDefault.offers, offer: true };
    expect(hotelOfferFilterRows(facets, offers, true)).toEqual([
      { key: "favourite", labelKey: "hotel.filterFavourites", selected: false, count: 3 },
      { key: "offer", labelKey: "hotel.filterWithOffers", selected: true, count: 7 },
      { key: "recommended", labelKey: "hotelFilters.recommended", selected: false, count: null },
    ]);
    expect(hotelOfferFilterRows(facets, offers, false).map((row) => row.count)).toEqual([null, null, null]);
    expect(hotelOfferFilterRows({ ...facets, offer: { selected: true, quantity: 2 } }, offers, true)[1]?.count).toBe(2);
    expect(hotelOfferFilterRows(undefined, offers, true).map((row) => row.count)).toEqual([null, null, null]);
  });
});
