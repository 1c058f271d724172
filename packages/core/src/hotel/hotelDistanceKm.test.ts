import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { hotelDistanceKm } from "./hotelDistanceKm.js";

const arbPoint = fc.record({
  latitude: fc.double({ min: -90, max: 90, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe("hotelDistanceKm", () => {
  it("measures Buenos Aires to Montevideo", () => {
    const km = hotelDistanceKm(
      { latitude: -34.6037, longitude: -58.3816 },
      { latitude: -34.9011, longitude: -56.1645 },
    );
    expect(Math.round(km)).toBe(205);
  });

  test.prop([arbPoint, arbPoint], { numRuns: 1000 })(
    "is symmetric, non-negative, zero to itself, at most half the globe",
    (a, b) => {
      expect(hotelDistanceKm(a, a)).toBeCloseTo(0, 6);
      expect(hotelDistanceKm(a, b)).toBeCloseTo(hotelDistanceKm(b, a), 6);
      expect(hotelDistanceKm(a, b)).toBeGreaterThanOrEqual(0);
      expect(hotelDistanceKm(a, b)).toBeLessThanOrEqual(Math.PI * 6371.0088 + 1e-6);
    },
  );
});
