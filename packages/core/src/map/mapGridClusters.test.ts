import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { type MapGridItem, type MapMarkerBox, mapGridClusters } from "./mapGridClusters.js";
import { type MapLatLng, mapProject } from "./webMercator.js";

interface Pin extends MapLatLng {
  readonly id: string;
  /** The pill's width in pixels, as a price label's length makes it. */
  readonly width: number;
}

// Points around Madrid, so that some crowd and some do not at the zooms a city map uses.
const arbMarkers = fc
  .uniqueArray(
    fc.record({
      id: fc.stringMatching(/^[a-z0-9]{1,4}$/),
      latitude: fc.double({ min: 40.3, max: 40.5, noNaN: true }),
      longitude: fc.double({ min: -3.8, max: -3.6, noNaN: true }),
      width: fc.integer({ min: 30, max: 140 }),
    }),
    { selector: (marker) => marker.id, maxLength: 40 },
  )
  .chain((markers) =>
    fc.tuple(fc.constant(markers), fc.option(fc.constantFrom(...markers.map((m) => m.id), "none"), { nil: null })),
  );
const arbZoom = fc.integer({ min: 8, max: 18 });
const arbClusterBox = fc
  .record({ width: fc.integer({ min: 24, max: 60 }), height: fc.integer({ min: 24, max: 60 }) })
  .map(
    ({ width, height }): MapMarkerBox => ({ left: -width / 2, top: -height / 2, right: width / 2, bottom: height / 2 }),
  );

/** A price pill 34 px high (27 px face and its 7 px point) hung above its point. */
const pillBox = (marker: Pin): MapMarkerBox => ({
  left: -marker.width / 2,
  top: -34,
  right: marker.width / 2,
  bottom: 0,
});

/** The screen box an item is drawn in at a zoom. */
const drawnBox = (item: MapGridItem<Pin>, zoom: number, clusterBox: MapMarkerBox) => {
  const [point, box] = item._tag === "single" ? [item.marker, pillBox(item.marker)] : [item.anchor, clusterBox];
  const { x, y } = mapProject(point, zoom);
  return { left: x + box.left, top: y + box.top, right: x + box.right, bottom: y + box.bottom };
};

const cover = (a: MapMarkerBox, b: MapMarkerBox) =>
  a.left < b.right - 1e-6 && b.left < a.right - 1e-6 && a.top < b.bottom - 1e-6 && b.top < a.bottom - 1e-6;

describe("mapGridClusters", () => {
  test.prop([arbMarkers, arbZoom, arbClusterBox], { numRuns: 1000 })(
    "every marker is drawn once, clusters at their first member, and no two drawn markers' boxes overlap",
    ([markers, keepApart], zoom, clusterBox) => {
      const items = mapGridClusters(markers, { zoom, keepApart, markerBox: pillBox, clusterBox });
      const drawn = items.flatMap((item) => (item._tag === "single" ? [item.marker] : item.members));
      expect(drawn.map((m) => m.id).sort()).toEqual(markers.map((m) => m.id).sort());
      for (const item of items) {
        if (item._tag === "single") continue;
        const [anchor] = item.members;
        expect(item.members.length).toBeGreaterThanOrEqual(2);
        expect(item.members.map((m) => m.id)).not.toContain(keepApart);
        expect(item.anchor).toEqual({ latitude: anchor?.latitude, longitude: anchor?.longitude });
        const latitudes = item.members.map((m) => m.latitude);
        expect(item.center.latitude).toBeGreaterThanOrEqual(Math.min(...latitudes) - 1e-9);
        expect(item.center.latitude).toBeLessThanOrEqual(Math.max(...latitudes) + 1e-9);
      }
      // The selected hotel is drawn on top of the others on purpose; every other pair must leave each other alone.
      const boxes = items
        .filter((item) => item._tag === "cluster" || item.marker.id !== keepApart)
        .map((item) => drawnBox(item, zoom, clusterBox));
      boxes.forEach((a, i) => {
        for (const b of boxes.slice(i + 1)) expect(cover(a, b)).toBe(false);
      });
      if (keepApart !== null && markers.some((m) => m.id === keepApart)) {
        expect(items.some((item) => item._tag === "single" && item.marker.id === keepApart)).toBe(true);
      }
    },
  );

  const cluster36: MapMarkerBox = { left: -18, top: -18, right: 18, bottom: 18 };

  it("groups two 82 px pills 70 px apart, which a 60 px radius left overlapping", () => {
    const zoom = 14;
    const a = { id: "a", latitude: 40.4168, longitude: -3.7038, width: 82 };
    const { x, y } = mapProject(a, zoom);
    const east = mapProject({ latitude: a.latitude, longitude: -3.6 }, zoom);
    const b = {
      id: "b",
      latitude: a.latitude,
      longitude: a.longitude + ((-3.6 - a.longitude) * 70) / (east.x - x),
      width: 82,
    };
    expect(mapProject(b, zoom).y).toBeCloseTo(y);
    const items = mapGridClusters([a, b], { zoom, markerBox: pillBox, clusterBox: cluster36 });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      _tag: "cluster",
      id: "cluster:a",
      anchor: { latitude: a.latitude, longitude: a.longitude },
    });
  });

  it("groups two hotels a few metres apart and leaves a far one alone", () => {
    const items = mapGridClusters(
      [
        { id: "a", latitude: 40.4168, longitude: -3.7038, width: 82 },
        { id: "b", latitude: 40.4169, longitude: -3.7039, width: 82 },
        { id: "c", latitude: 40.5, longitude: -3.5, width: 82 },
      ],
      { zoom: 10, markerBox: pillBox, clusterBox: cluster36 },
    );
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ _tag: "cluster", id: "cluster:a" });
    expect(items[1]).toMatchObject({ _tag: "single", marker: { id: "c" } });
    expect(
      mapGridClusters([{ id: "a", latitude: 1, longitude: 1, width: 60 }], {
        zoom: 3,
        markerBox: pillBox,
        clusterBox: cluster36,
      }),
    ).toHaveLength(1);
    expect(mapGridClusters([], { zoom: 3, markerBox: pillBox, clusterBox: cluster36 })).toEqual([]);
  });
});
