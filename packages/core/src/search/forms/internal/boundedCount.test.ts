import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { boundedCount } from "./boundedCount.js";

const bounds = fc
  .tuple(fc.integer({ min: -50, max: 50 }), fc.integer({ min: 0, max: 50 }))
  .map(([min, span]) => ({ min, max: min + span }));

describe("boundedCount", () => {
  test.prop([fc.double(), bounds], { numRuns: 1000 })(
    "a whole number within the bounds, whatever is asked",
    (value, b) => {
      const count = boundedCount(value, b);
      expect(Number.isInteger(count)).toBe(true);
      expect(count).toBeGreaterThanOrEqual(b.min);
      expect(count).toBeLessThanOrEqual(b.max);
    },
  );

  test.prop([bounds], { numRuns: 1000 })("a count already inside is kept, and a non-number reads as the least", (b) => {
    for (let value = b.min; value <= b.max; value += 1) expect(boundedCount(value, b)).toBe(value);
    expect(boundedCount(Number.NaN, b)).toBe(b.min);
  });
});
