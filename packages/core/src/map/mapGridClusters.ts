import { type MapLatLng, mapProject, mapUnproject } from "./webMercator.js";

/** Markers closer than this on screen (pixels, one grid cell) are drawn as one cluster. */
export const MAP_CLUSTER_CELL_PX = 64;

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
      /** The members, in input order (at least 2). */
      readonly members: readonly M[];
      /** The members' centre (mean of their projected positions). */
      readonly center: MapLatLng;
    };

/** How to cluster. */
export interface MapGridClusterOptions {
  /** The map's zoom (integer or fractional). */
  readonly zoom: number;
  /** Cell side in pixels; default {@link MAP_CLUSTER_CELL_PX}. */
  readonly cellPx?: number;
  /** An id that is never hidden in a cluster (the selected hotel), or null. */
  readonly keepApart?: string | null;
}

/**
 * Grid clustering, the way marker-cluster plugins do it cheaply: every point is projected to screen pixels at the
 * zoom, points falling in the same square cell of `cellPx` become one cluster, a cell holding one point stays that
 * point. The `keepApart` point (the selected hotel, whose info box is open) is always its own item. Every input
 * point is in exactly one output item; items come in the order of their first point.
 *
 * @example mapGridClusters([{ id: "a", latitude: 40.41, longitude: -3.7 }, { id: "b", latitude: 40.4101, longitude: -3.7 }], { zoom: 10 }) // one cluster of a and b
 */
export const mapGridClusters = <M extends MapClusterable>(
  markers: readonly M[],
  options: MapGridClusterOptions,
): readonly MapGridItem<M>[] => {
  const cell = options.cellPx ?? MAP_CLUSTER_CELL_PX;
  const cells = new Map<string, { members: M[]; x: number; y: number }>();
  const order: (string | M)[] = [];
  for (const marker of markers) {
    if (marker.id === options.keepApart) {
      order.push(marker);
      continue;
    }
    const pixel = mapProject(marker, options.zoom);
    const key = `${Math.floor(pixel.x / cell)}:${Math.floor(pixel.y / cell)}`;
    const group = cells.get(key);
    if (group === undefined) {
      cells.set(key, { members: [marker], x: pixel.x, y: pixel.y });
      order.push(key);
    } else {
      group.members.push(marker);
      group.x += pixel.x;
      group.y += pixel.y;
    }
  }
  return order.map((entry): MapGridItem<M> => {
    if (typeof entry !== "string") return { _tag: "single", marker: entry };
    const group = cells.get(entry) as { members: M[]; x: number; y: number };
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
