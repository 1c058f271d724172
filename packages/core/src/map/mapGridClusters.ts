import { type MapLatLng, type MapPixel, mapProject, mapUnproject } from "./webMercator.js";

/** Markers closer than this on screen (pixels) to a cluster's first marker join that cluster. */
export const MAP_CLUSTER_RADIUS_PX = 60;

/** A point that can be clustered: an id and where it is. */
export interface MapClusterable extends MapLatLng {
  readonly id: string;
}

/** One thing to draw: a single point, or a cluster of two or more standing for its members. */
export type MapGridItem<M extends MapClusterable> =
  | { readonly _tag: "single"; readonly marker: M }
  | {
      readonly _tag: "cluster";
      /** `cluster:` plus the first member's id: stable while the cluster keeps its first member. */
      readonly id: string;
      /** The members, in input order (at least 2); the first one anchors the cluster. */
      readonly members: readonly M[];
      /** The members' centre (mean of their projected positions). */
      readonly center: MapLatLng;
    };

/** How to cluster. */
export interface MapGridClusterOptions {
  /** The map's zoom (integer or fractional). */
  readonly zoom: number;
  /** Joining distance in screen pixels; default {@link MAP_CLUSTER_RADIUS_PX}. */
  readonly radiusPx?: number;
  /** An id that is never hidden in a cluster (the selected hotel), or null. */
  readonly keepApart?: string | null;
}

interface Group<M> {
  readonly anchor: MapPixel;
  readonly members: M[];
  x: number;
  y: number;
}

/**
 * Greedy distance clustering on a grid index, as marker-cluster plugins do it: the points are taken in order; a
 * point within `radiusPx` screen pixels (at the zoom) of an existing cluster's first point joins the nearest such
 * cluster, otherwise it starts a new one. So every member is within the radius of its cluster's anchor, and any two
 * anchors are at least the radius apart: drawn items do not pile up. A cluster of one is drawn as that point. The
 * `keepApart` point (the selected hotel, whose info box is open) is always its own item. Every input point is in
 * exactly one output item; items come in the order of their first point. Work is linear in the points (each looks
 * at the 3×3 grid cells around it).
 *
 * @example mapGridClusters([{ id: "a", latitude: 40.41, longitude: -3.7 }, { id: "b", latitude: 40.4101, longitude: -3.7 }], { zoom: 10 }) // one cluster of a and b
 */
export const mapGridClusters = <M extends MapClusterable>(
  markers: readonly M[],
  options: MapGridClusterOptions,
): readonly MapGridItem<M>[] => {
  const radius = options.radiusPx ?? MAP_CLUSTER_RADIUS_PX;
  const cells = new Map<string, Group<M>[]>();
  const order: ({ readonly kept: M } | { readonly group: Group<M> })[] = [];
  for (const marker of markers) {
    if (marker.id === options.keepApart) {
      order.push({ kept: marker });
      continue;
    }
    const pixel = mapProject(marker, options.zoom);
    const cx = Math.floor(pixel.x / radius);
    const cy = Math.floor(pixel.y / radius);
    let nearest: Group<M> | undefined;
    let best = radius * radius;
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (const group of cells.get(`${cx + dx}:${cy + dy}`) ?? []) {
          const distance = (group.anchor.x - pixel.x) ** 2 + (group.anchor.y - pixel.y) ** 2;
          if (distance < best) {
            best = distance;
            nearest = group;
          }
        }
      }
    }
    if (nearest !== undefined) {
      nearest.members.push(marker);
      nearest.x += pixel.x;
      nearest.y += pixel.y;
      continue;
    }
    const group: Group<M> = { anchor: pixel, members: [marker], x: pixel.x, y: pixel.y };
    const key = `${cx}:${cy}`;
    cells.set(key, [...(cells.get(key) ?? []), group]);
    order.push({ group });
  }
  return order.map((entry): MapGridItem<M> => {
    if ("kept" in entry) return { _tag: "single", marker: entry.kept };
    const { group } = entry;
    const [first] = group.members as [M, ...M[]];
    if (group.members.length === 1) return { _tag: "single", marker: first };
    const count = group.members.length;
    return {
      _tag: "cluster",
      id: `cluster:${first.id}`,
      members: group.members,
      center: mapUnproject({ x: group.x / count, y: group.y / count }, options.zoom),
    };
  });
};
