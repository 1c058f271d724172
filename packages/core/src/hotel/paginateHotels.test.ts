import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { paginateHotels } from "./paginateHotels.js";

describe("paginateHotels", () => {
  test.prop(
    [fc.array(fc.nat(), { maxLength: 120 }), fc.integer({ min: -5, max: 40 }), fc.integer({ min: 1, max: 25 })],
    { numRuns: 1000 },
  )("the page stays within bounds and the pages cover the list exactly", (items, page, size) => {
    const result = paginateHotels(items, page, size);
    expect(result.countPages).toBe(Math.ceil(items.length / size));
    expect(result.currentPage).toBeGreaterThanOrEqual(1);
    expect(result.currentPage).toBeLessThanOrEqual(Math.max(1, result.countPages));
    expect(result.items.length).toBeLessThanOrEqual(size);
    expect(result.totalItems).toBe(items.length);
    const all = Array.from({ length: result.countPages }, (_, i) => paginateHotels(items, i + 1, size).items).flat();
    expect(all).toEqual(items);
    if (page >= 1 && page <= result.countPages) expect(result.currentPage).toBe(page);
  });

  test.prop([fc.array(fc.nat(), { maxLength: 5 }), fc.double()], { numRuns: 1000 })(
    "any page size or page never throws",
    (items, odd) => {
      const result = paginateHotels(items, odd, odd);
      expect(result.items.length).toBeLessThanOrEqual(items.length);
    },
  );
});
