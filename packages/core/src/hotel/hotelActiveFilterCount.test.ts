import { test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { hotelSearchFiltersDefault } from "../routes/hotelSearchFilters.js";
import { hotelActiveFilterCount } from "./hotelActiveFilterCount.js";
import { hotelFiltersUpdate } from "./hotelFiltersUpdate.js";
import { arbFilterState } from "./test/arbHotelFilters.js";

describe("hotelActiveFilterCount", () => {
  it("is 0 with no filter, whatever the page, sort and view", () => {
    expect(hotelActiveFilterCount(hotelSearchFiltersDefault)).toBe(0);
    expect(
      hotelActiveFilterCount({
        ...hotelSearchFiltersDefault,
        pagination: { currentPage: 4 },
        sorting: { sortFieldName: "price" },
        viewType: "aggregated-basic",
      }),
    ).toBe(0);
  });

  it("counts each group once", () => {
    const filters = hotelFiltersUpdate(hotelSearchFiltersDefault, {
      board: ["1", "2"],
      category: { min: 3, max: 5 },
      offers: { favourite: true, offer: true, recommended: false },
      poi: { radio: 2, geo: { latitude: 1, longitude: 2 }, name: "Obelisco" },
      rateRange: { minimumValue: null, maximumValue: 10_000, currencyCode: "USD" },
    });
    expect(hotelActiveFilterCount(filters)).toBe(6);
  });

  test.prop([arbFilterState], { numRuns: 1000 })(
    "resetting one group takes off at most 1, and resetting every group gives 0",
    (filters) => {
      const groups: readonly (keyof typeof hotelSearchFiltersDefault)[] = [
        "offers",
        "category",
        "hotelName",
        "zone",
        "rateRange",
        "tripadvisor",
        "board",
        "amenity",
        "chains",
        "supplier",
        "destination",
        "requestNonRefundableRates",
        "poi",
      ];
      const count = hotelActiveFilterCount(filters);
      expect(count).toBeLessThanOrEqual(15);
      for (const group of groups) {
        const reset = hotelActiveFilterCount({ ...filters, [group]: hotelSearchFiltersDefault[group] });
        expect(count - reset).toBeGreaterThanOrEqual(0);
        expect(count - reset).toBeLessThanOrEqual(group === "offers" ? 3 : 1);
      }
      const cleared = Object.fromEntries(groups.map((group) => [group, hotelSearchFiltersDefault[group]]));
      expect(hotelActiveFilterCount({ ...filters, ...cleared })).toBe(0);
    },
  );
});
