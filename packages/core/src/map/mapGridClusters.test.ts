import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { MAP_CLUSTER_RADIUS_PX, mapGridClusters } from "./mapGridClusters.js";
import { type MapLatLng, mapProject } from "./webMercator.js";

// Points around Madrid, so that some crowd and some do not at the zooms a city map uses.
const arbMarkers = fc
  .uniqueArray(
    fc.record({
      id: fc.stringMatching(/^[a-z0-9]{1,4}$/),
      latitude: fc.double({ min: 40.3, max: 40.5, noNaN: true }),
      longitude: fc.double({ min: -3.8, max: -3.6, noNaN: true }),
    }),
    { selector: (marker) => marker.id, maxLength: 40 },
  )
  .chain((markers) =>
    fc.tuple(fc.constant(markers), fc.option(fc.constantFrom(...markers.map((m) => m.id), "none"), { nil: null })),
  );
const arbZoom = fc.integer({ min: 8, max: 18 });

const screenDistance = (a: MapLatLng, b: MapLatLng, zoom: number) => {
  const p = mapProject(a, zoom);
  const q = mapProject(b, zoom);
  return Math.hypot(p.x - q.x, p.y - q.y);
};

describe("mapGridClusters", () => {
  test.prop([arbMarkers, arbZoom], { numRuns: 1000 })(
    "every marker is drawn once; members lie within the radius of their anchor; anchors stay a radius apart",
    ([markers, keepApart], zoom) => {
      const items = mapGridClusters(markers, { zoom, keepApart });
      const drawn = items.flatMap((item) => (item._tag === "single" ? [item.marker] : item.members));
      expect(drawn.map((m) => m.id).sort()).toEqual(markers.map((m) => m.id).sort());
      const anchors: MapLatLng[] = [];
      for (const item of items) {
        if (item._tag === "single") {
          if (item.marker.id !== keepApart) anchors.push(item.marker);
          continue;
        }
        const [anchor, ...others] = item.members;
        expect(others.length).toBeGreaterThanOrEqual(1);
        expect(item.members.map((m) => m.id)).not.toContain(keepApart);
        for (const member of others) {
          expect(screenDistance(member, anchor as MapLatLng, zoom)).toBeLessThan(MAP_CLUSTER_RADIUS_PX + 1e-6);
        }
        const latitudes = item.members.map((m) => m.latitude);
        expect(item.center.latitude).toBeGreaterThanOrEqual(Math.min(...latitudes) - 1e-9);
        expect(item.center.latitude).toBeLessThanOrEqual(Math.max(...latitudes) + 1e-9);
        anchors.push(anchor as MapLatLng);
      }
      anchors.forEach((a, i) => {
        for (const b of anchors.slice(i + 1)) {
          expect(screenDistance(a, b, zoom)).toBeGreaterThanOrEqual(MAP_CLUSTER_RADIUS_PX - 1e-6);
        }
      });
      if (keepApart !== null && markers.some((m) => m.id === keepApart)) {
        expect(items.some((item) => item._tag === "single" && item.marker.id === keepApart)).toBe(true);
      }
    },
  );

  it("groups two hotels a few metres apart and leaves a far one alone", () => {
    const items = mapGridClusters(
      [
        { id: "a", latitude: 40.4168, longitude: -3.7038 },
        { id: "b", latitude: 40.4169, longitude: -3.7039 },
        { id: "c", latitude: 40.5, longitude: -3.5 },
      ],
      { zoom: 10 },
    );
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ _tag: "cluster", id: "cluster:a" });
    expect(items[1]).toMatchObject({ _tag: "single", marker: { id: "c" } });
    expect(mapGridClusters([{ id: "a", latitude: 1, longitude: 1 }], { zoom: 3 })).toHaveLength(1);
    expect(mapGridClusters([], { zoom: 3 })).toEqual([]);
  });
});
