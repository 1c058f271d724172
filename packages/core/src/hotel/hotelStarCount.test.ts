import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { HOTEL_MAX_STARS, hotelStarCount } from "./hotelStarCount.js";

describe("hotelStarCount", () => {
  test.prop([fc.oneof(fc.double(), fc.constant(undefined), fc.constant(null))], { numRuns: 1000 })(
    "any rating gives a whole number of stars from 0 to 5",
    (rating) => {
      const stars = hotelStarCount(rating);
      expect(Number.isInteger(stars)).toBe(true);
      expect(stars).toBeGreaterThanOrEqual(0);
      expect(stars).toBeLessThanOrEqual(HOTEL_MAX_STARS);
    },
  );
  test.prop([fc.integer({ min: 0, max: 5 })], { numRuns: 1000 })("a category from 0 to 5 is shown as it is", (n) => {
    expect(hotelStarCount(n)).toBe(n);
  });
  it("rounds, clamps and shows none for no rating", () => {
    expect([3.4, 3.5, 7, -2, Number.NaN, undefined, null].map(hotelStarCount)).toEqual([3, 4, 5, 0, 0, 0, 0]);
  });
});
