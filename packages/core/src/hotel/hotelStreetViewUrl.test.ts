import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { hotelStreetViewUrl } from "./hotelStreetViewUrl.js";

describe("hotelStreetViewUrl", () => {
  test.prop([fc.double({ min: -90, max: 90, noNaN: true }), fc.double({ min: -180, max: 180, noNaN: true })], {
    numRuns: 1000,
  })("carries the coordinates back exactly", (latitude, longitude) => {
    const url = hotelStreetViewUrl(latitude, longitude) ?? "";
    const viewpoint = decodeURIComponent(url.split("viewpoint=")[1] ?? "");
    const [lat, lng] = viewpoint.split(",").map(Number);
    expect([lat, lng]).toEqual([latitude + 0, longitude + 0]);
    expect(url).toContain("map_action=pano");
  });

  test.prop([fc.oneof(fc.constant(undefined), fc.constant(Number.NaN), fc.double({ min: 90.0001, max: 1e9 }))], {
    numRuns: 1000,
  })("no viewer without valid coordinates", (latitude) => {
    expect(hotelStreetViewUrl(latitude, 0)).toBeUndefined();
  });
});
