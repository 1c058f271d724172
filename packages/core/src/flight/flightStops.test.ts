import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { flightIsDirect, flightStopsBucket, flightStopsBucketNumber, flightStopsCount } from "./flightStops.js";

describe("flight stops", () => {
  test.prop([fc.integer({ min: 1, max: 12 })], { numRuns: 1000 })(
    "stops = segmentsCount − 1; direct iff one segment",
    (n) => {
      expect(flightStopsCount(n)).toBe(n - 1);
      expect(flightIsDirect(n)).toBe(n === 1);
      const bucket = flightStopsBucket(n);
      expect(flightStopsBucketNumber(bucket)).toBe(Math.min(2, n - 1));
    },
  );
  test("buckets", () => {
    expect([1, 2, 3, 5].map(flightStopsBucket)).toEqual(["direct", "one", "twoOrMore", "twoOrMore"]);
    expect(flightStopsCount(0)).toBe(0);
  });
});
