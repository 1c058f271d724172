import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import type { HotelFilterOption, HotelSearchFilterOptions } from "../api/hotelSearchFilterOptions.js";
import { hotelSearchFiltersDefault } from "../routes/hotelSearchFilters.js";
import { arbHotelSearchFilters } from "../routes/test/arbitraries.js";
import {
  type HotelChoiceSection,
  hotelFilterChoiceChange,
  hotelFilterChoices,
  hotelFilterSectionFolds,
  hotelFilterSections,
} from "./hotelFilterSections.js";
import { hotelFilterSidebar } from "./hotelFilterSidebar.js";
import { hotelFiltersUpdate } from "./hotelFiltersUpdate.js";
import { arbHotelFilterSidebarContext } from "./test/arbHotelFilterSidebarContext.js";

const arbContext = arbHotelFilterSidebarContext;
const arbOptions: fc.Arbitrary<HotelFilterOption[]> = fc.array(
  fc.record({
    code: fc.constantFrom("1", "2", "Z1", "HB"),
    description: fc.constantFrom("", "Centro"),
    quantity: fc.nat(50),
  }),
  { maxLength: 4 },
);
const arbFacets: fc.Arbitrary<HotelSearchFilterOptions> = fc.record({
  board: arbOptions,
  services: arbOptions,
  supplier: arbOptions,
  zone: arbOptions,
  destination: arbOptions,
  offers: fc.record({ favourite: fc.record({ selected: fc.boolean(), quantity: fc.nat(9) }) }),
});
const CHOICE_SECTIONS: readonly HotelChoiceSection[] = [
  "offers",
  "refundable",
  "board",
  "amenity",
  "supplier",
  "zone",
  "destination",
];
const ORDER = [
  "hotelName",
  "offers",
  "refundable",
  "category",
  "poi",
  "price",
  "reviewRating",
  "board",
  "amenity",
  "supplier",
  "zone",
  "destination",
];

describe("hotelFilterSections", () => {
  test.prop([arbContext, arbHotelSearchFilters, arbFacets], { numRuns: 1000 })(
    "in spec order; shown by the sidebar's flags; a list with nothing to tick left out",
    (context, filters, facets) => {
      const sidebar = hotelFilterSidebar(context);
      const sections = hotelFilterSections(sidebar, filters, facets);
      expect(sections).toEqual(ORDER.filter((section) => sections.includes(section as never)));
      expect(sections.slice(0, 1)).toEqual(["hotelName"]);
      expect(sections.includes("offers")).toBe(sidebar.offers);
      expect(sections.includes("reviewRating")).toBe(sidebar.reviewRating);
      for (const list of ["board", "amenity", "supplier", "zone", "destination"] as const)
        if (sections.includes(list))
          expect(hotelFilterChoices(list, sidebar, filters, facets).length).toBeGreaterThan(0);
      expect(sections.includes("zone")).toBe(
        sidebar.zones && hotelFilterChoices("zone", sidebar, filters, facets).length > 0,
      );
    },
  );
});

describe("hotelFilterChoices and hotelFilterChoiceChange", () => {
  test.prop([arbContext, arbHotelSearchFilters, arbFacets, fc.constantFrom(...CHOICE_SECTIONS)], { numRuns: 1000 })(
    "ticking a choice selects it, unticking it clears it; counts only when the sidebar shows them",
    (context, filters, facets, section) => {
      const sidebar = hotelFilterSidebar(context);
      for (const choice of hotelFilterChoices(section, sidebar, filters, facets)) {
        if (!sidebar.counts) expect(choice.count).toBeNull();
        expect(choice.from).toBeNull();
        for (const ticked of [true, false]) {
          const next = hotelFiltersUpdate(filters, hotelFilterChoiceChange(filters, section, choice.code, ticked));
          const again = hotelFilterChoices(section, sidebar, next, facets).find((row) => row.code === choice.code);
          expect(again?.selected ?? false).toBe(ticked);
        }
      }
    },
  );

  it("offers, rate type and a list, in the sidebar's words", () => {
    const sidebar = hotelFilterSidebar({
      searchedByHotelName: false,
      priceGo: false,
      showRefundable: true,
      hasGeoReference: false,
      showTripAdvisor: true,
      showSuppliers: true,
      showZoneFilter: true,
      viewType: "simple",
      loading: false,
    });
    const facets: HotelSearchFilterOptions = {
      offers: { isOffer: { selected: false, quantity: 9 } },
      board: [{ code: "2", description: "Desayuno incluido", quantity: 12 }],
    };
    expect(hotelFilterChoices("offers", sidebar, hotelSearchFiltersDefault, facets)[1]).toEqual({
      code: "offer",
      label: { key: "hotel.filterWithOffers" },
      count: 9,
      from: null,
      selected: false,
    });
    expect(hotelFilterChoices("refundable", sidebar, hotelSearchFiltersDefault, facets)[0]?.label).toEqual({
      key: "hotel.filterRefundable",
    });
    expect(hotelFilterChoices("board", sidebar, hotelSearchFiltersDefault, facets)).toEqual([
      { code: "2", label: { text: "Desayuno incluido" }, count: 12, from: null, selected: false },
    ]);
    expect(hotelFilterChoiceChange(hotelSearchFiltersDefault, "refundable", "refundable", true)).toEqual({
      requestNonRefundableRates: true,
    });
    expect(hotelFilterChoiceChange({ ...hotelSearchFiltersDefault, board: ["1"] }, "board", "2", true)).toEqual({
      board: ["1", "2"],
    });
    expect(CHOICE_SECTIONS.filter(hotelFilterSectionFolds)).toEqual([
      "board",
      "amenity",
      "supplier",
      "zone",
      "destination",
    ]);
  });
});
