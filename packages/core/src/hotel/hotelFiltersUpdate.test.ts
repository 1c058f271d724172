import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { hotelFiltersGoToPage, hotelFiltersUpdate } from "./hotelFiltersUpdate.js";
import { arbFilterState } from "./test/arbHotelFilters.js";

describe("hotelFiltersUpdate", () => {
  test.prop(
    [arbFilterState, arbFilterState, fc.constantFrom("board", "zone", "offers", "poi", "rateRange", "sorting")],
    {
      numRuns: 1000,
    },
  )("any filter change resets the page to 1 and applies the change", (filters, other, key) => {
    const next = hotelFiltersUpdate(filters, { [key]: other[key] });
    expect(next.pagination.currentPage).toBe(1);
    expect(next[key]).toEqual(other[key]);
  });

  test.prop([arbFilterState, fc.integer({ min: -10, max: 30 }), fc.integer({ min: 0, max: 20 })], { numRuns: 1000 })(
    "going to a page stays between 1 and the page count",
    (filters, page, countPages) => {
      const { currentPage } = hotelFiltersGoToPage(filters, page, countPages).pagination;
      expect(currentPage).toBeGreaterThanOrEqual(1);
      expect(currentPage).toBeLessThanOrEqual(Math.max(1, countPages));
    },
  );
});
