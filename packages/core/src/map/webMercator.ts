/** The side of one map tile in pixels (the slippy-map convention Leaflet and every tile server share). */
export const MAP_TILE_SIZE = 256;

/** Web Mercator cuts the poles off here: the latitude whose projection is a square world. */
export const MAP_MAX_LATITUDE = 85.0511287798;

/** The deepest zoom the portal's maps and the demo's tiles go to. */
export const MAP_MAX_ZOOM = 18;

/** A point on the world map at some zoom, in pixels from the top-left corner of tile (0, 0). */
export interface MapPixel {
  readonly x: number;
  readonly y: number;
}

/** A latitude and a longitude in degrees. */
export interface MapLatLng {
  readonly latitude: number;
  readonly longitude: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The world's width in pixels at a zoom: `256 × 2^zoom`. */
export const mapWorldSize = (zoom: number): number => MAP_TILE_SIZE * 2 ** zoom;

/**
 * Projects a point to Web Mercator pixels at a zoom (EPSG:3857, the projection of Leaflet's default CRS). Latitudes
 * beyond ±85.0511° are clamped to the map's edge; longitudes are not wrapped.
 *
 * @example mapProject({ latitude: 0, longitude: 0 }, 0) // { x: 128, y: 128 }
 */
export const mapProject = (point: MapLatLng, zoom: number): MapPixel => {
  const size = mapWorldSize(zoom);
  const latitude = (clamp(point.latitude, -MAP_MAX_LATITUDE, MAP_MAX_LATITUDE) * Math.PI) / 180;
  const x = ((point.longitude + 180) / 360) * size;
  const y = (0.5 - Math.log((1 + Math.sin(latitude)) / (1 - Math.sin(latitude))) / (4 * Math.PI)) * size;
  return { x, y };
};

/**
 * The point a Web Mercator pixel stands for: the inverse of {@link mapProject} within the map's latitudes.
 *
 * @example mapUnproject({ x: 128, y: 128 }, 0) // { latitude: 0, longitude: 0 }
 */
export const mapUnproject = (pixel: MapPixel, zoom: number): MapLatLng => {
  const size = mapWorldSize(zoom);
  const longitude = (pixel.x / size) * 360 - 180;
  const n = Math.PI - (2 * Math.PI * pixel.y) / size;
  const latitude = (180 / Math.PI) * Math.atan(Math.sinh(n));
  return { latitude, longitude };
};

/** Whether a latitude and longitude are finite and on the map (not the `0, 0` that some suppliers send for none). */
export const isMapLatLng = (latitude: number | undefined, longitude: number | undefined): boolean =>
  latitude !== undefined &&
  longitude !== undefined &&
  Number.isFinite(latitude) &&
  Number.isFinite(longitude) &&
  Math.abs(latitude) <= MAP_MAX_LATITUDE &&
  Math.abs(longitude) <= 180 &&
  !(latitude === 0 && longitude === 0);
