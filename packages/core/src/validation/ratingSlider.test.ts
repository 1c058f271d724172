import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { validateRatingSlider } from "./ratingSlider.js";

describe("validateRatingSlider", () => {
  it("accepts 1 to 5 in steps of 1", () => {
    expect([1, 2, 3, 4, 5].flatMap(validateRatingSlider)).toEqual([]);
    expect(validateRatingSlider(4.5)).toEqual([
      { path: ["rating"], key: "forms.ratingOutOfRange", params: { min: 1, max: 5 } },
    ]);
  });

  test.prop([fc.double()], { numRuns: 1000 })("passes exactly the integers 1-5", (value) => {
    expect(validateRatingSlider(value).length === 0).toBe(Number.isInteger(value) && value >= 1 && value <= 5);
  });
});
