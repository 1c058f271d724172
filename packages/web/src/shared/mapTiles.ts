import { MAP_MAX_ZOOM } from "@travesia/core";

/**
 * Where the portal's maps take their raster tiles, a `{z}/{x}/{y}` URL template in the slippy-map convention.
 *
 * By default the demo API's own tiles (`/api/demo/tiles/…`, drawn from Natural Earth by the testkit), so `npm start`
 * shows a working map with no outside service. A deployment that forwards the API to a real booking API sets
 * `VITE_MAP_TILE_URL` (and `VITE_MAP_TILE_ATTRIBUTION`, plain text) when it builds the portal, and adds the tile
 * server's origin to the `img-src` of its Content-Security-Policy (web's README).
 */
export const MAP_TILES: { readonly url: string; readonly attribution: string; readonly maxZoom: number } = {
  url: import.meta.env.VITE_MAP_TILE_URL ?? "/api/demo/tiles/{z}/{x}/{y}.png",
  attribution: import.meta.env.VITE_MAP_TILE_ATTRIBUTION ?? "Natural Earth",
  maxZoom: MAP_MAX_ZOOM,
};
