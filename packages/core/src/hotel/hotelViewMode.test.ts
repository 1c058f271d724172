import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { BREAKPOINTS } from "../shell/breakpoints.js";
import { hotelViewMode } from "./hotelViewMode.js";

describe("hotelViewMode", () => {
  it("picks the view by active view and breakpoint", () => {
    expect(hotelViewMode("abreviada", 1280)).toBe("abreviada");
    expect(hotelViewMode(undefined, 1280)).toBe("abreviada");
    expect(hotelViewMode("normal", 1280)).toBe("normal");
    expect(hotelViewMode("carousel", 1280)).toBe("abreviada");
    expect(hotelViewMode("abreviada", 767)).toBe("normal");
    expect(hotelViewMode("abreviada", 768)).toBe("carousel");
    expect(hotelViewMode("abreviada", 990)).toBe("carousel");
    expect(hotelViewMode("abreviada", 991)).toBe("abreviada");
    expect(hotelViewMode("mapa", 320)).toBe("mapa");
  });

  test.prop([fc.constantFrom("abreviada", "normal", "carousel", undefined), fc.integer({ min: 0, max: 4000 })], {
    numRuns: 1000,
  })("phones never get the abbreviated or carousel views", (view, width) => {
    const mode = hotelViewMode(view, width);
    if (width < BREAKPOINTS.phone) expect(mode).toBe("normal");
    else if (width < BREAKPOINTS.tablet) expect(mode).toBe("carousel");
    else expect(["abreviada", "normal"]).toContain(mode);
  });
});
