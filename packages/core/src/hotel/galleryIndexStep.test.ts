import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { galleryIndexStep } from "./galleryIndexStep.js";

describe("galleryIndexStep", () => {
  it("wraps at both ends", () => {
    expect(galleryIndexStep(0, 5, -1)).toBe(4);
    expect(galleryIndexStep(4, 5, 1)).toBe(0);
    expect(galleryIndexStep(2, 5, 1)).toBe(3);
    expect(galleryIndexStep(0, 0, 1)).toBe(0);
  });

  test.prop([fc.integer({ min: 1, max: 200 }), fc.nat(), fc.integer({ min: -500, max: 500 })], { numRuns: 1000 })(
    "stays among the photos, and a step back undoes a step forward",
    (count, start, delta) => {
      const index = start % count;
      const next = galleryIndexStep(index, count, delta);
      expect(next).toBeGreaterThanOrEqual(0);
      expect(next).toBeLessThan(count);
      expect(galleryIndexStep(next, count, -delta)).toBe(index);
    },
  );
});
