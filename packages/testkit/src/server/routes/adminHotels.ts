import { hotelContentChanges, validateHotelContent } from "@travesia/core";
import { Result } from "effect";
import { type Context, Hono } from "hono";
import { hotelImage, saveHotelContent } from "../../db/hotelContentStore.js";
import type { StoredAuditEntry } from "../../db/portalSettingsStore.js";
import { badRequest, readJsonValue } from "../../internal/requestBody.js";
import type { InventoryHotel } from "../../inventory/hotels.js";
import { authorOf, invalidAdminPayload } from "../adminReplies.js";
import type { DemoEnv } from "../context.js";
import { adminHotelOf, currentHotelContent, hotelContentContext, uploadedImageUrls } from "../hotelContent.js";
import { receiveImageUpload } from "../imageUploads.js";
import { namedAuditEntry } from "../portalSettings.js";

const hotelOf = (c: Context<DemoEnv>): InventoryHotel | undefined => {
  const id = c.req.param("id") ?? "";
  return /^\d{1,12}$/.test(id) ? c.get("demo").inventory.hotel(id) : undefined;
};

const unknownHotel = (c: Context<DemoEnv>) =>
  c.json({ done: false, error: `id: unknown hotel "${c.req.param("id") ?? ""}"`, field: "id" }, 404);

const savedReply = (c: Context<DemoEnv>, hotel: InventoryHotel, entries: readonly StoredAuditEntry[]) =>
  c.json({
    done: true,
    hotel: adminHotelOf(c.get("demo").db, hotel),
    entries: entries.map(namedAuditEntry),
  });

/**
 * The back office's hotels calls (behind `routes/admin.ts`' 401/403 guard on `/api/admin/*`): the destinations to
 * search in, a hotel's content, its save (sanitised, validated, one audit entry per changed field), an image upload
 * (checked by content, re-encoded, thumbnailed, stored in SQLite), and the stored images, served with their own
 * content type and `nosniff`.
 */
export const adminHotelRoutes = new Hono<DemoEnv>()
  .get("/api/admin/hotels", (c) =>
    c.json({
      done: true,
      cities: c.get("demo").inventory.cities.map((city) => ({ code: city.code, name: city.name.es })),
    }),
  )
  .get("/api/admin/hotels/:id", (c) => {
    const hotel = hotelOf(c);
    if (hotel === undefined) return unknownHotel(c);
    return c.json({ done: true, hotel: adminHotelOf(c.get("demo").db, hotel) });
  })
  .post("/api/admin/hotels/:id", async (c) => {
    const hotel = hotelOf(c);
    if (hotel === undefined) return unknownHotel(c);
    const body = await readJsonValue(c);
    if (Result.isFailure(body)) return badRequest(c, body.failure);
    const db = c.get("demo").db;
    const raw =
      typeof body.success === "object" && body.success !== null ? (body.success as { content?: unknown }) : {};
    const next = validateHotelContent(raw.content, hotelContentContext(db, hotel));
    if (Result.isFailure(next)) return invalidAdminPayload(c, next.failure, "content.");
    const changes = hotelContentChanges(currentHotelContent(db, hotel), next.success);
    const entries = changes.length === 0 ? [] : saveHotelContent(db, hotel.id, next.success, changes, authorOf(c));
    return savedReply(c, hotel, entries);
  })
  .post("/api/admin/hotels/:id/images", async (c) => {
    const hotel = hotelOf(c);
    if (hotel === undefined) return unknownHotel(c);
    const received = await receiveImageUpload(c, hotel.id);
    if (Result.isFailure(received)) return received.failure;
    const imageId = received.success;
    const db = c.get("demo").db;
    const author = authorOf(c);
    const before = currentHotelContent(db, hotel);
    const after = { ...before, gallery: [...before.gallery, uploadedImageUrls(imageId).url] };
    const entries = saveHotelContent(db, hotel.id, after, hotelContentChanges(before, after), author);
    return savedReply(c, hotel, entries);
  })
  .get("/images/uploads/:file", (c) => {
    const match = /^([0-9a-f-]{36})\.(img|thumb)$/.exec(c.req.param("file"));
    const stored = match?.[1] === undefined ? undefined : hotelImage(c.get("demo").db, match[1]);
    if (match === null || stored === undefined) return c.json({ done: false, error: "file: not found" }, 404);
    const thumbnail = match[2] === "thumb";
    return c.body(new Uint8Array(thumbnail ? stored.thumbnail : stored.image), 200, {
      "content-type": thumbnail ? "image/jpeg" : stored.contentType,
      "x-content-type-options": "nosniff",
      "content-disposition": "inline",
      "cache-control": "public, max-age=31536000, immutable",
    });
  });
