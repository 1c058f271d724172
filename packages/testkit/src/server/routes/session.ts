import { Hono } from "hono";
import type { DemoEnv } from "../context.js";

/** `GET /api/session-status` (spec 000 §7): whether the visitor is logged in. */
export const sessionRoutes = new Hono<DemoEnv>().get("/api/session-status", (c) => c.json({ loggedIn: false }));
