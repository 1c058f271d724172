import { type MapLatLng, type MapPixel, mapProject, mapUnproject } from "./webMercator.js";

/**
 * A marker's box on screen, in pixels relative to the point it stands for (x grows to the right, y downwards): a
 * price pill hung above its point is `{ left: -w / 2, top: -h, right: w / 2, bottom: 0 }`.
 */
export interface MapMarkerBox {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

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
      /** Where the cluster is drawn: its first member's point, the one its room on screen was measured from. */
      readonly anchor: MapLatLng;
      /** The members' centre (mean of their projected positions): where a zoom into the cluster should aim. */
      readonly center: MapLatLng;
    };

/** How to cluster. */
export interface MapGridClusterOptions<M extends MapClusterable> {
  /** The map's zoom (integer or fractional). */
  readonly zoom: number;
  /** The box a marker is drawn in when it stands alone (its price pill). */
  readonly markerBox: (marker: M) => MapMarkerBox;
  /** The box a cluster is drawn in around its anchor; the largest a count can need. */
  readonly clusterBox: MapMarkerBox;
  /** An id that is never hidden in a cluster (the selected hotel), or null. */
  readonly keepApart?: string | null;
}

interface Placed {
  readonly pixel: MapPixel;
  /** Screen room the point would take if it anchored a group: its own box and a cluster's, whichever it becomes. */
  readonly room: MapMarkerBox;
}

interface Group<M> extends Placed {
  readonly members: M[];
  x: number;
  y: number;
}

const union = (a: MapMarkerBox, b: MapMarkerBox): MapMarkerBox => ({
  left: Math.min(a.left, b.left),
  top: Math.min(a.top, b.top),
  right: Math.max(a.right, b.right),
  bottom: Math.max(a.bottom, b.bottom),
});

/** Whether two boxes placed at their points share some area (touching edges do not). */
const overlaps = (a: Placed, b: Placed): boolean =>
  a.pixel.x + a.room.left < b.pixel.x + b.room.right &&
  b.pixel.x + b.room.left < a.pixel.x + a.room.right &&
  a.pixel.y + a.room.top < b.pixel.y + b.room.bottom &&
  b.pixel.y + b.room.top < a.pixel.y + a.room.bottom;

/**
 * Greedy clustering by the markers' boxes on screen, so that no two drawn markers cover each other (a covered
 * marker is a button people cannot press; WCAG 2.2 target size). The points are taken in order; each would need room
 * for its own box or, if others join it, for the cluster's box around it. A point whose room overlaps an existing
 * group's room joins the nearest such group, otherwise it starts a new one. Groups' rooms are pairwise disjoint, and
 * what is drawn (the single marker, or the cluster at its anchor, the first member) lies inside its group's room:
 * nothing drawn overlaps. A cluster is drawn at its anchor rather than at its members' mean, which could put it over
 * a neighbour. The `keepApart` point (the selected hotel, drawn on top with its info box open) is always its own item
 * and may cover others. Every input point is in exactly one output item; items come in the order of their first point.
 * Work is linear in the points (a grid of cells as large as the largest room; each point looks at 3×3 cells).
 *
 * @example mapGridClusters([{ id: "a", latitude: 40.41, longitude: -3.7 }, { id: "b", latitude: 40.4101, longitude: -3.7 }], { zoom: 10, markerBox: () => ({ left: -40, top: -34, right: 40, bottom: 0 }), clusterBox: { left: -18, top: -18, right: 18, bottom: 18 } }) // one cluster of a and b
 */
export const mapGridClusters = <M extends MapClusterable>(
  markers: readonly M[],
  options: MapGridClusterOptions<M>,
): readonly MapGridItem<M>[] => {
  const placed = markers.map(
    (marker): Placed => ({
      pixel: mapProject(marker, options.zoom),
      room: union(options.markerBox(marker), options.clusterBox),
    }),
  );
  // Two rooms can only overlap when their points are closer than the widest reach left plus the widest reach right.
  const cellWidth = Math.max(
    1,
    Math.max(0, ...placed.map((p) => p.room.right)) - Math.min(0, ...placed.map((p) => p.room.left)),
  );
  const cellHeight = Math.max(
    1,
    Math.max(0, ...placed.map((p) => p.room.bottom)) - Math.min(0, ...placed.map((p) => p.room.top)),
  );
  const cells = new Map<string, Group<M>[]>();
  const order: ({ readonly kept: M } | { readonly group: Group<M> })[] = [];
  markers.forEach((marker, index) => {
    if (marker.id === options.keepApart) {
      order.push({ kept: marker });
      return;
    }
    const here = placed[index] as Placed;
    const cx = Math.floor(here.pixel.x / cellWidth);
    const cy = Math.floor(here.pixel.y / cellHeight);
    let nearest: Group<M> | undefined;
    let best = Number.POSITIVE_INFINITY;
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (const group of cells.get(`${cx + dx}:${cy + dy}`) ?? []) {
          if (!overlaps(group, here)) continue;
          const distance = (group.pixel.x - here.pixel.x) ** 2 + (group.pixel.y - here.pixel.y) ** 2;
          if (distance < best) {
            best = distance;
            nearest = group;
          }
        }
      }
    }
    if (nearest !== undefined) {
      nearest.members.push(marker);
      nearest.x += here.pixel.x;
      nearest.y += here.pixel.y;
      return;
    }
    const group: Group<M> = { ...here, members: [marker], x: here.pixel.x, y: here.pixel.y };
    const key = `${cx}:${cy}`;
    cells.set(key, [...(cells.get(key) ?? []), group]);
    order.push({ group });
  });
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
      anchor: { latitude: first.latitude, longitude: first.longitude },
      center: mapUnproject({ x: group.x / count, y: group.y / count }, options.zoom),
    };
  });
};
