import { Hono } from "hono";
import type { DemoEnv } from "../context.js";

/**
 * `GET /api/session-status` (spec 000 §7, reply `loggedIn`): whether the request carries a live login session.
 * The portal polls it; the `session-expired` scenario makes it say `false`.
 */
export const sessionRoutes = new Hono<DemoEnv>().get("/api/session-status", (c) =>
  c.json({ loggedIn: c.get("user") !== undefined }),
);
