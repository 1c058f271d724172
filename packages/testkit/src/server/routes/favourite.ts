import { type Context, Hono } from "hono";
import { addFavourite, deleteFavourite } from "../../db/favouriteStore.js";
import { hotelFacts } from "../../internal/inventoryFacts.js";
import type { DemoEnv } from "../context.js";
import { favouriteHotelIds } from "../favourites.js";
import { visitorOwner } from "../login.js";
import { scenarioActive } from "../scenario.js";

/** Spec 001 §8 texts. */
export const FAVOURITE_MESSAGES = {
  added: "El hotel se ha agregado a sus favoritos!",
  removed: "El hotel se ha eliminado a sus favoritos!",
  failed: "Por el momento no puede realizar esta operación intente más tarde!",
} as const;

const checkHotel = (c: Context<DemoEnv>, id: string) => {
  if (!/^\d{1,12}$/.test(id))
    return c.json({ done: false, error: "hotelDetailId: expected a hotel id", field: "hotelDetailId" }, 400);
  if (hotelFacts(c.get("demo").inventory, id) === undefined)
    return c.json({ done: false, error: `hotelDetailId: unknown hotel ${id}` }, 404);
  if (scenarioActive(c, "favourite-fail")) return c.json({ done: false, error: FAVOURITE_MESSAGES.failed }, 500);
  return undefined;
};

/**
 * Favourites (spec 001 §7): `GET /api/v1/add/hotel/favourite/{hotelDetailId}` and
 * `GET /api/v1/del/hotel/favourite/{hotelDetailId}` (reply `done`), plus `GET /api/v1/hotel/favourites` (not in the
 * spec: the saved list). Kept per user, or per visitor cookie before a login; saved in SQLite.
 */
export const favouriteRoutes = new Hono<DemoEnv>()
  .get("/api/v1/add/hotel/favourite/:id", (c) => {
    const id = c.req.param("id");
    const refused = checkHotel(c, id);
    if (refused !== undefined) return refused;
    const demo = c.get("demo");
    addFavourite(demo.db, visitorOwner(c), id, demo.now().getTime());
    return c.json({ done: true, favourite: true, message: FAVOURITE_MESSAGES.added });
  })
  .get("/api/v1/del/hotel/favourite/:id", (c) => {
    const id = c.req.param("id");
    const refused = checkHotel(c, id);
    if (refused !== undefined) return refused;
    const removed = deleteFavourite(c.get("demo").db, visitorOwner(c), id);
    return c.json({ done: true, favourite: false, removed, message: FAVOURITE_MESSAGES.removed });
  })
  .get("/api/v1/hotel/favourites", (c) => c.json({ done: true, hotelIds: [...favouriteHotelIds(c)] }));
