import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { isMapLatLng, MAP_MAX_LATITUDE, mapProject, mapUnproject, mapWorldSize } from "./webMercator.js";

const arbLatLng = fc.record({
  latitude: fc.double({ min: -MAP_MAX_LATITUDE, max: MAP_MAX_LATITUDE, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
});
const arbZoom = fc.integer({ min: 0, max: 18 });

describe("webMercator", () => {
  it("puts the origin in the middle of the world and the corners at its edges", () => {
    expect(mapProject({ latitude: 0, longitude: 0 }, 0)).toEqual({ x: 128, y: 128 });
    const corner = mapProject({ latitude: MAP_MAX_LATITUDE, longitude: -180 }, 1);
    expect(corner.x).toBe(0);
    expect(corner.y).toBeCloseTo(0, 6);
    expect(mapUnproject({ x: 128, y: 128 }, 0)).toEqual({ latitude: 0, longitude: 0 });
  });

  test.prop([arbLatLng, arbZoom], { numRuns: 1000 })("unproject(project(p)) = p within the map", (point, zoom) => {
    const back = mapUnproject(mapProject(point, zoom), zoom);
    expect(back.latitude).toBeCloseTo(point.latitude, 6);
    expect(back.longitude).toBeCloseTo(point.longitude, 6);
  });

  test.prop([arbLatLng, arbZoom], { numRuns: 1000 })("every point lands inside the world square", (point, zoom) => {
    const pixel = mapProject(point, zoom);
    for (const value of [pixel.x, pixel.y]) {
      expect(value).toBeGreaterThanOrEqual(-1e-6);
      expect(value).toBeLessThanOrEqual(mapWorldSize(zoom) + 1e-6);
    }
  });

  test.prop([fc.option(fc.double()), fc.option(fc.double())], { numRuns: 1000 })(
    "isMapLatLng accepts exactly finite points on the map other than 0,0",
    (latitude, longitude) => {
      const lat = latitude ?? undefined;
      const lng = longitude ?? undefined;
      const expected =
        lat !== undefined &&
        lng !== undefined &&
        Number.isFinite(lat) &&
        Number.isFinite(lng) &&
        Math.abs(lat) <= MAP_MAX_LATITUDE &&
        Math.abs(lng) <= 180 &&
        (lat !== 0 || lng !== 0);
      expect(isMapLatLng(lat, lng)).toBe(expected);
    },
  );
});
