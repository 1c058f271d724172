import {
  type AdminHomeBackground,
  HOME_BACKGROUND_SLOTS,
  type HomeBackgroundSlot,
  homeBackgroundKey,
  homeBackgroundTarget,
  parseHomeBackgroundKey,
} from "@travesia/core";
import { Result } from "effect";
import { type Context, Hono } from "hono";
import { contentValue, contentValues, saveContent } from "../../db/adminContentStore.js";
import type { DemoDb } from "../../db/openDemoDb.js";
import { adminAirlines } from "../adminContent.js";
import { authorOf } from "../adminReplies.js";
import type { DemoEnv } from "../context.js";
import { receiveImageUpload } from "../imageUploads.js";
import { namedAuditEntry } from "../portalSettings.js";

const notFound = (c: Context<DemoEnv>, field: string, what: string) =>
  c.json({ done: false, error: `${field}: unknown ${what}`, field }, 404);

const uploadedUrl = (id: string) => `/images/uploads/${id}.img`;
const thumbnailOf = (url: string) => url.replace(/\.img$/, ".thumb");

/** A slot as the back office shows it: what was uploaded ("" none) and what the home shows. */
const backgroundOf = (slot: HomeBackgroundSlot, uploaded: string): AdminHomeBackground => {
  const url = homeBackgroundTarget(slot, uploaded);
  return { ...slot, uploaded, url, thumbnailUrl: uploaded === "" ? url : thumbnailOf(uploaded) };
};

const slotOf = (c: Context<DemoEnv>): HomeBackgroundSlot | undefined =>
  parseHomeBackgroundKey(`${c.req.param("page")}/${c.req.param("device")}/${c.req.param("language")}`);

const savedBackground = (db: DemoDb, slot: HomeBackgroundSlot) =>
  contentValue(db, "homeBackground", homeBackgroundKey(slot));

/**
 * The back office's image calls besides the gallery's (behind `routes/admin.ts`' 401/403 guard on `/api/admin/*`):
 * the home's background slots (list, upload) and an airline's logo (upload); each upload received as the gallery's
 * are (`imageUploads.ts`) and recorded in the change log, undoable. And, open to anyone, each slot's stable address
 * `/images/home/{page}/{device}/{language}` (core's `homeBackgroundPath`), which the home's markup names: a redirect,
 * never cached, to the uploaded image or the product's default.
 */
export const adminMediaRoutes = new Hono<DemoEnv>()
  .get("/api/admin/home/backgrounds", (c) => {
    const saved = contentValues(c.get("demo").db, "homeBackground");
    return c.json({
      done: true,
      backgrounds: HOME_BACKGROUND_SLOTS.map((slot) => backgroundOf(slot, saved.get(homeBackgroundKey(slot)) ?? "")),
    });
  })
  .post("/api/admin/home/backgrounds/:page/:device/:language", async (c) => {
    const slot = slotOf(c);
    if (slot === undefined) return notFound(c, "slot", "background slot");
    const received = await receiveImageUpload(c, `home:${homeBackgroundKey(slot)}`);
    if (Result.isFailure(received)) return received.failure;
    const db = c.get("demo").db;
    const url = uploadedUrl(received.success);
    const entries = saveContent(db, "homeBackground", homeBackgroundKey(slot), url, authorOf(c));
    return c.json({ done: true, background: backgroundOf(slot, url), entries: entries.map(namedAuditEntry) });
  })
  .post("/api/admin/airlines/:code/logo", async (c) => {
    const airline = adminAirlines(c.get("demo").db).find((known) => known.carrierId === c.req.param("code"));
    if (airline === undefined) return notFound(c, "code", "airline");
    const received = await receiveImageUpload(c, `airline:${airline.carrierId}`);
    if (Result.isFailure(received)) return received.failure;
    const logo = uploadedUrl(received.success);
    const entries = saveContent(c.get("demo").db, "airlineLogo", airline.carrierId, logo, authorOf(c));
    return c.json({ done: true, airline: { ...airline, logo }, entries: entries.map(namedAuditEntry) });
  })
  .get("/images/home/:page/:device/:language", (c) => {
    const slot = slotOf(c);
    if (slot === undefined) return c.json({ done: false, error: "file: not found" }, 404);
    const target = homeBackgroundTarget(slot, savedBackground(c.get("demo").db, slot));
    c.header("cache-control", "no-store");
    return c.redirect(target, 302);
  });
