import { Hono } from "hono";
import { demoTileAddress, demoTilePng } from "../../internal/demoTiles.js";
import type { DemoEnv } from "../context.js";

/** How long a browser may keep a tile (the drawing never changes while the package does not). */
const TILE_MAX_AGE_SECONDS = 86_400;

/**
 * Demo-only: raster map tiles `GET /api/demo/tiles/{z}/{x}/{y}.png` drawn from Natural Earth (`world-atlas`), so
 * the portal's maps work offline. Not an API path of the booking API: the forwarding server does not forward it.
 * A bad zoom, x or y is a 400 naming the field.
 */
export const tileRoutes = new Hono<DemoEnv>().get("/api/demo/tiles/:z/:x/:file", async (c) => {
  const address = demoTileAddress(c.req.param("z"), c.req.param("x"), c.req.param("file"));
  if (!address.ok)
    return c.json({ done: false, error: `${address.field}: ${address.reason}`, field: address.field }, 400);
  const png = await demoTilePng(address.value);
  return c.body(png as Uint8Array<ArrayBuffer>, 200, {
    "content-type": "image/png",
    "cache-control": `public, max-age=${TILE_MAX_AGE_SECONDS}`,
  });
});
