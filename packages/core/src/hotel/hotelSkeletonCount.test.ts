import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { HOTEL_SKELETON_COUNT, hotelSkeletonCount } from "./hotelSkeletonCount.js";

describe("hotelSkeletonCount", () => {
  test.prop([fc.boolean(), fc.integer({ min: -3, max: 50 })], { numRuns: 1000 })(
    "fills up to 5 slots while loading, none after",
    (loading, shown) => {
      const count = hotelSkeletonCount(loading, shown);
      expect(count).toBeGreaterThanOrEqual(0);
      if (!loading) expect(count).toBe(0);
      else expect(count + Math.min(Math.max(shown, 0), HOTEL_SKELETON_COUNT)).toBe(HOTEL_SKELETON_COUNT);
    },
  );
});
