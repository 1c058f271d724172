import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { MAP_MAX_ZOOM, MAP_TILE_SIZE, mapProject, mapUnproject } from "@travesia/core";
import sharp from "sharp";
import { feature, mesh } from "topojson-client";
import { PLACE_CITIES } from "../inventory/places.js";

/**
 * Raster map tiles for the demo, drawn from Natural Earth's countries as the `world-atlas` package ships them
 * (TopoJSON, public domain): sea, land, country borders and the demo world's cities as dots. Each tile is an SVG
 * of only what falls inside it (polygons clipped to the tile, points closer than half a pixel dropped), rendered to
 * PNG by sharp. No text, so no fonts are needed.
 */

/** Sea, land, border and city colours (a quiet palette, so the price markers stand out). */
export const DEMO_TILE_COLOURS = {
  sea: "#a9cfe0",
  land: "#f1eee4",
  border: "#a39fb4",
  city: "#6c6a73",
  graticule: "#7d8a99",
  airport: "#4a6fa5",
} as const;

/** Graticule spacings in degrees, finest last; a tile draws the finest that leaves lines at least 120 px apart. */
const GRATICULE_STEPS = [30, 10, 5, 2, 1, 0.5, 0.2, 0.1, 0.05, 0.02, 0.01, 0.005, 0.002, 0.001] as const;
const GRATICULE_MIN_PX = 120;

/** Airports are drawn from this zoom on (a city map). */
const AIRPORTS_FROM_ZOOM = 7;

/**
 * Below this zoom the 1:50m data is enough (a continent, a country, a circuit's route); from it on, the 1:10m data
 * draws coasts at city scale. The 1:10m file is 3.6 MB of TopoJSON: the first tile that needs it waits for it to be
 * read and every tile clips its detailed rings, so it starts where a city map does (the airports' zoom), not at a
 * route's zoom, where a page's map would stay grey while it loads.
 */
const DETAILED_FROM_ZOOM = 7;

/** The deepest zoom served (a city block); deeper tiles would only magnify the 1:10m coast. */
const DEMO_TILE_MAX_ZOOM = MAP_MAX_ZOOM;

/** One shape in Web Mercator units of the whole world ([0, 1] on both axes), with its bounding box. */
interface WorldShape {
  /** Rings (polygons) or lines, each a flat list x0, y0, x1, y1… */
  readonly parts: readonly Float64Array[];
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

interface WorldLayer {
  /** One shape per polygon (its outer ring and holes). */
  readonly land: readonly WorldShape[];
  /** Borders between countries, one shape per line. */
  readonly borders: readonly WorldShape[];
}

/** A GeoJSON position: longitude, latitude. */
type Position = readonly number[];
type Topology = Parameters<typeof mesh>[0];
type TopologyObject = Parameters<typeof mesh>[1];

const unitPoint = (position: Position): [number, number] => {
  const pixel = mapProject({ longitude: position[0] ?? 0, latitude: position[1] ?? 0 }, 0);
  return [pixel.x / MAP_TILE_SIZE, pixel.y / MAP_TILE_SIZE];
};

/**
 * A ring that crosses the antimeridian (Chukotka, Fiji) jumps almost a world's width between two points; from the
 * jump on, its points are moved by a world so that the ring stays whole. Jumps along the poles' edge (Antarctica's
 * ring runs along the bottom of the map) are left alone.
 */
const unwrap = (ring: readonly Position[]): Position[] => {
  let shift = 0;
  let last: Position | undefined;
  return ring.map((position) => {
    const longitude = position[0] ?? 0;
    const latitude = position[1] ?? 0;
    if (last !== undefined && Math.abs(latitude) < 85 && Math.abs(last[1] ?? 0) < 85) {
      const jump = longitude + shift - (last[0] ?? 0);
      if (jump > 180) shift -= 360;
      else if (jump < -180) shift += 360;
    }
    last = [longitude + shift, latitude];
    return last;
  });
};

const shapeOf = (lines: readonly (readonly Position[])[]): WorldShape => {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  const parts = lines.map((line) => {
    const flat = new Float64Array(line.length * 2);
    line.forEach((position, index) => {
      const [x, y] = unitPoint(position);
      flat[index * 2] = x;
      flat[index * 2 + 1] = y;
      minX = Math.min(minX, x);
      minY = Math.min(minY, y);
      maxX = Math.max(maxX, x);
      maxY = Math.max(maxY, y);
    });
    return flat;
  });
  return { parts, minX, minY, maxX, maxY };
};

const require = createRequire(import.meta.url);

const loadLayer = (scale: "50m" | "10m"): WorldLayer => {
  const file =
    scale === "50m"
      ? require.resolve("world-atlas/countries-50m.json")
      : require.resolve("world-atlas/countries-10m.json");
  const topology = JSON.parse(readFileSync(file, "utf8")) as Topology;
  const countries = topology.objects.countries as TopologyObject;
  const collection = feature(topology, countries as Parameters<typeof feature>[1] & object) as unknown as {
    features: { geometry: { type: string; coordinates: unknown } | null }[];
  };
  const polygons = collection.features.flatMap((country) => {
    const geometry = country.geometry;
    if (geometry === null) return [];
    return geometry.type === "Polygon"
      ? [geometry.coordinates as Position[][]]
      : geometry.type === "MultiPolygon"
        ? (geometry.coordinates as Position[][][])
        : [];
  });
  const borders = mesh(topology, countries, (a, b) => a !== b) as unknown as { coordinates: Position[][] };
  // A polygon that leaves the world on one side is drawn a second time a world away, so both halves show.
  const land = polygons.flatMap((rings) => {
    const shape = shapeOf(rings.map(unwrap));
    const shifted = (by: number) => shapeOf(rings.map(unwrap).map((ring) => ring.map(([x = 0, y = 0]) => [x + by, y])));
    return [shape, ...(shape.maxX > 1 ? [shifted(-360)] : []), ...(shape.minX < 0 ? [shifted(360)] : [])];
  });
  return {
    land,
    borders: borders.coordinates.map((line) => shapeOf([line])),
  };
};

const layers = new Map<string, WorldLayer>();
const layerFor = (zoom: number): WorldLayer => {
  const scale = zoom < DETAILED_FROM_ZOOM ? "50m" : "10m";
  let layer = layers.get(scale);
  if (layer === undefined) {
    layer = loadLayer(scale);
    layers.set(scale, layer);
  }
  return layer;
};

/** A tile's window on the world, in pixels of its zoom, with a margin so that clipped edges fall outside. */
interface TileWindow {
  readonly scale: number;
  readonly left: number;
  readonly top: number;
  readonly margin: number;
}

const intersects = (shape: WorldShape, window: TileWindow): boolean => {
  const { scale, left, top, margin } = window;
  return (
    shape.maxX * scale >= left - margin &&
    shape.minX * scale <= left + MAP_TILE_SIZE + margin &&
    shape.maxY * scale >= top - margin &&
    shape.minY * scale <= top + MAP_TILE_SIZE + margin
  );
};

type Point = readonly [number, number];

/** Sutherland–Hodgman against one edge of the window: keeps the part of a ring on the inner side. */
const clipEdge = (ring: readonly Point[], inside: (p: Point) => boolean, cross: (a: Point, b: Point) => Point) => {
  const out: Point[] = [];
  for (let index = 0; index < ring.length; index++) {
    const current = ring[index] as Point;
    const previous = ring[(index + ring.length - 1) % ring.length] as Point;
    if (inside(current)) {
      if (!inside(previous)) out.push(cross(previous, current));
      out.push(current);
    } else if (inside(previous)) {
      out.push(cross(previous, current));
    }
  }
  return out;
};

/** A ring clipped to the square [lo, hi]² (edges along the square are fine for a fill). */
const clipRing = (ring: readonly Point[], lo: number, hi: number): Point[] => {
  const atX =
    (x: number) =>
    (a: Point, b: Point): Point => [x, a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0])];
  const atY =
    (y: number) =>
    (a: Point, b: Point): Point => [a[0] + ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]), y];
  let out = clipEdge(ring, (p) => p[0] >= lo, atX(lo));
  out = clipEdge(out, (p) => p[0] <= hi, atX(hi));
  out = clipEdge(out, (p) => p[1] >= lo, atY(lo));
  return clipEdge(out, (p) => p[1] <= hi, atY(hi));
};

/** A part's points in tile pixels, dropping any closer than half a pixel to the last one kept. */
const tilePoints = (part: Float64Array, window: TileWindow): Point[] => {
  const points: Point[] = [];
  let lastX = Number.NaN;
  let lastY = Number.NaN;
  for (let index = 0; index < part.length; index += 2) {
    const x = (part[index] as number) * window.scale - window.left;
    const y = (part[index + 1] as number) * window.scale - window.top;
    if (Math.abs(x - lastX) < 0.5 && Math.abs(y - lastY) < 0.5) continue;
    points.push([x, y]);
    lastX = x;
    lastY = y;
  }
  return points;
};

const pathOf = (points: readonly Point[], close: boolean): string =>
  points.length < 2 ? "" : `M${points.map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`).join("L")}${close ? "Z" : ""}`;

/** Pieces of a line inside the window (plus its margin): runs of segments that touch it. */
const linePieces = (points: readonly Point[], lo: number, hi: number): Point[][] => {
  const pieces: Point[][] = [];
  let current: Point[] = [];
  const touches = (a: Point, b: Point) =>
    Math.max(a[0], b[0]) >= lo &&
    Math.min(a[0], b[0]) <= hi &&
    Math.max(a[1], b[1]) >= lo &&
    Math.min(a[1], b[1]) <= hi;
  for (let index = 1; index < points.length; index++) {
    const a = points[index - 1] as Point;
    const b = points[index] as Point;
    if (touches(a, b)) {
      if (current.length === 0) current.push(a);
      current.push(b);
    } else if (current.length > 0) {
      pieces.push(current);
      current = [];
    }
  }
  if (current.length > 0) pieces.push(current);
  return pieces;
};

/** The SVG of one tile. */
const demoTileSvg = (zoom: number, x: number, y: number): string => {
  const layer = layerFor(zoom);
  const window: TileWindow = {
    scale: MAP_TILE_SIZE * 2 ** zoom,
    left: x * MAP_TILE_SIZE,
    top: y * MAP_TILE_SIZE,
    margin: 4,
  };
  const lo = -window.margin;
  const hi = MAP_TILE_SIZE + window.margin;
  const land = layer.land
    .filter((shape) => intersects(shape, window))
    .map((shape) =>
      shape.parts
        .map((part) => pathOf(clipRing(tilePoints(part, window), lo, hi), true))
        .filter((path) => path !== "")
        .join(""),
    )
    .filter((path) => path !== "");
  const borders = layer.borders
    .filter((shape) => intersects(shape, window))
    .flatMap((shape) => shape.parts.flatMap((part) => linePieces(tilePoints(part, window), lo, hi)))
    .map((piece) => pathOf(piece, false))
    .filter((path) => path !== "");
  const radius = Math.min(6, 1.5 + zoom * 0.4);
  const cities =
    zoom < 3
      ? []
      : PLACE_CITIES.flatMap((city) => {
          const pixel = mapProject({ latitude: city.lat, longitude: city.lng }, zoom);
          const cx = pixel.x - window.left;
          const cy = pixel.y - window.top;
          return cx < lo || cx > hi || cy < lo || cy > hi
            ? []
            : [`<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${radius.toFixed(1)}"/>`];
        });
  const size = MAP_TILE_SIZE;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">`,
    `<rect width="${size}" height="${size}" fill="${DEMO_TILE_COLOURS.sea}"/>`,
    ...land.map((d) => `<path d="${d}" fill="${DEMO_TILE_COLOURS.land}" fill-rule="evenodd"/>`),
    graticuleSvg(zoom, window),
    borders.length === 0
      ? ""
      : `<path d="${borders.join("")}" fill="none" stroke="${DEMO_TILE_COLOURS.border}" stroke-width="${zoom < 4 ? 0.6 : 1.2}" stroke-linejoin="round"/>`,
    airportsSvg(zoom, window, lo, hi),
    cities.length === 0
      ? ""
      : `<g fill="${DEMO_TILE_COLOURS.city}" stroke="#ffffff" stroke-width="1">${cities.join("")}</g>`,
    "</svg>",
  ].join("");
};

/** Parallels and meridians at a round spacing for the zoom: a sense of scale where the map has no other feature. */
const graticuleSvg = (zoom: number, window: TileWindow): string => {
  const degreesPerPixel = 360 / window.scale;
  const step =
    [...GRATICULE_STEPS].reverse().find((candidate) => candidate / degreesPerPixel >= GRATICULE_MIN_PX) ?? 30;
  const corner = (px: number, py: number) => mapUnproject({ x: window.left + px, y: window.top + py }, zoom);
  const topLeft = corner(0, 0);
  const bottomRight = corner(MAP_TILE_SIZE, MAP_TILE_SIZE);
  const lines: string[] = [];
  for (let k = Math.ceil(topLeft.longitude / step); k * step <= bottomRight.longitude && lines.length < 20; k++) {
    const x = mapProject({ latitude: 0, longitude: k * step }, zoom).x - window.left;
    lines.push(`M${x.toFixed(1)} 0V${MAP_TILE_SIZE}`);
  }
  for (let k = Math.ceil(bottomRight.latitude / step); k * step <= topLeft.latitude && lines.length < 40; k++) {
    const y = mapProject({ latitude: k * step, longitude: 0 }, zoom).y - window.top;
    lines.push(`M0 ${y.toFixed(1)}H${MAP_TILE_SIZE}`);
  }
  return lines.length === 0
    ? ""
    : `<path d="${lines.join("")}" fill="none" stroke="${DEMO_TILE_COLOURS.graticule}" stroke-opacity="0.22" stroke-width="1"/>`;
};

/** The demo world's airports (their published positions) as small squares on city maps. */
const airportsSvg = (zoom: number, window: TileWindow, lo: number, hi: number): string => {
  if (zoom < AIRPORTS_FROM_ZOOM) return "";
  const half = Math.min(7, 2 + (zoom - AIRPORTS_FROM_ZOOM));
  const squares = PLACE_CITIES.flatMap((city) => city.airports).flatMap((airport) => {
    const pixel = mapProject({ latitude: airport.lat, longitude: airport.lng }, zoom);
    const x = pixel.x - window.left;
    const y = pixel.y - window.top;
    return x < lo || x > hi || y < lo || y > hi
      ? []
      : [
          `<rect x="${(x - half).toFixed(1)}" y="${(y - half).toFixed(1)}" width="${2 * half}" height="${2 * half}" rx="2"/>`,
        ];
  });
  return squares.length === 0
    ? ""
    : `<g fill="${DEMO_TILE_COLOURS.airport}" stroke="#ffffff" stroke-width="1.5">${squares.join("")}</g>`;
};

/** Tiles kept in memory: at about 1–10 KB each, a few MB at most. */
const TILE_CACHE_LIMIT = 1_000;
const tileCache = new Map<string, Promise<Uint8Array>>();

/** A tile's coordinates, checked: zoom 0–{@link DEMO_TILE_MAX_ZOOM}, x and y inside the zoom's grid. */
export interface DemoTileAddress {
  readonly z: number;
  readonly x: number;
  readonly y: number;
}

const DIGITS = /^(0|[1-9]\d{0,6})$/;

/**
 * Reads `{z}`, `{x}` and `{y}.png` from a tile URL, or says which one is wrong.
 *
 * @example demoTileAddress("10", "511", "387.png") // { ok: true, value: { z: 10, x: 511, y: 387 } }
 */
export const demoTileAddress = (
  z: string,
  x: string,
  file: string,
): { ok: true; value: DemoTileAddress } | { ok: false; field: "z" | "x" | "y"; reason: string } => {
  if (!DIGITS.test(z) || Number(z) > DEMO_TILE_MAX_ZOOM)
    return { ok: false, field: "z", reason: `expected a zoom from 0 to ${DEMO_TILE_MAX_ZOOM}` };
  const zoom = Number(z);
  const tiles = 2 ** zoom;
  if (!DIGITS.test(x) || Number(x) >= tiles) return { ok: false, field: "x", reason: `expected 0 to ${tiles - 1}` };
  const match = /^(\d+)\.png$/.exec(file);
  if (match === null || !DIGITS.test(match[1] ?? "") || Number(match[1]) >= tiles)
    return { ok: false, field: "y", reason: `expected {y}.png with y from 0 to ${tiles - 1}` };
  return { ok: true, value: { z: zoom, x: Number(x), y: Number(match[1]) } };
};

/**
 * One tile as PNG (256×256, palette), rendered on first request and then served from memory (the oldest tile is
 * dropped past {@link TILE_CACHE_LIMIT}). A failed render is not cached.
 */
export const demoTilePng = (address: DemoTileAddress): Promise<Uint8Array> => {
  const key = `${address.z}/${address.x}/${address.y}`;
  const found = tileCache.get(key);
  if (found !== undefined) {
    // Least recently used goes first: move the hit to the end.
    tileCache.delete(key);
    tileCache.set(key, found);
    return found;
  }
  const rendered = sharp(Buffer.from(demoTileSvg(address.z, address.x, address.y)))
    .png({ palette: true, compressionLevel: 9 })
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer));
  rendered.catch(() => tileCache.delete(key));
  if (tileCache.size >= TILE_CACHE_LIMIT) tileCache.delete(tileCache.keys().next().value ?? "");
  tileCache.set(key, rendered);
  return rendered;
};
