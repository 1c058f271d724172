import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { BACK_TO_TOP_AFTER_PX, showsBackToTop } from "./backToTop.js";

describe("showsBackToTop", () => {
  test.prop([fc.double({ min: -1e6, max: 1e6, noNaN: true })], { numRuns: 1000 })(
    "shows exactly past 300 px",
    (scrollY) => {
      expect(showsBackToTop(scrollY)).toBe(scrollY > 300);
    },
  );

  test.prop([fc.double({ min: 0, max: 1e6, noNaN: true }), fc.double({ min: 0, max: 1e6, noNaN: true })], {
    numRuns: 1000,
  })("scrolling further down never hides it", (a, b) => {
    const [low, high] = a <= b ? [a, b] : [b, a];
    if (showsBackToTop(low)) expect(showsBackToTop(high)).toBe(true);
    expect(BACK_TO_TOP_AFTER_PX).toBe(300);
  });
});
