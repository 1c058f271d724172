import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { HOTEL_REVIEW_RANGE } from "./hotelFilterSidebar.js";
import { hotelStarRangeSet } from "./hotelStarRangeSet.js";

const arbRange = fc
  .tuple(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 5 }))
  .map(([a, b]) => ({ min: Math.min(a, b), max: Math.max(a, b) }));
const arbValue = fc.oneof(fc.double(), fc.integer({ min: -2, max: 8 }));

describe("hotelStarRangeSet", () => {
  test.prop([arbRange, fc.constantFrom("min" as const, "max" as const), arbValue], { numRuns: 1000 })(
    "stays a whole 1–5 range, the moved end lands on its clamped step, the other end moves only when passed",
    (range, end, value) => {
      const next = hotelStarRangeSet(range, end, value, HOTEL_REVIEW_RANGE);
      expect(Number.isInteger(next.min) && Number.isInteger(next.max)).toBe(true);
      expect(1 <= next.min && next.min <= next.max && next.max <= 5).toBe(true);
      if (Number.isFinite(value)) expect(next[end]).toBe(Math.min(5, Math.max(1, Math.round(value))));
      const other = end === "min" ? "max" : "min";
      const passed = end === "min" ? next.min > range.max : next.max < range.min;
      expect(next[other]).toBe(passed ? next[end] : range[other]);
    },
  );

  it("pushes the other thumb along", () => {
    expect(hotelStarRangeSet({ min: 2, max: 3 }, "min", 5)).toEqual({ min: 5, max: 5 });
    expect(hotelStarRangeSet({ min: 2, max: 4 }, "max", 0)).toEqual({ min: 1, max: 1 });
    expect(hotelStarRangeSet({ min: 1, max: 5 }, "min", 3)).toEqual({ min: 3, max: 5 });
  });
});
