import type { Context } from "hono";
import { listFavourites } from "../db/favouriteStore.js";
import type { DemoEnv } from "./context.js";
import { visitorOwner } from "./login.js";

// Which hotels the current user or visitor marked: the favourite routes save them, the hotel search routes flag them.

/**
 * The current user's (or anonymous visitor's) favourite hotel ids, for the search routes to set each cluster's
 * `favourite` flag.
 */
export const favouriteHotelIds = (c: Context<DemoEnv>): ReadonlySet<string> =>
  new Set(listFavourites(c.get("demo").db, visitorOwner(c)));
