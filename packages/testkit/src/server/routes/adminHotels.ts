import {
  type AcceptedUpload,
  checkImageUpload,
  hotelContentChanges,
  translateAdmin,
  UPLOAD_IMAGE_MAX_BYTES,
  UPLOAD_SNIFF_BYTES,
  type UploadRefusal,
  uploadRefusalKey,
  validateHotelContent,
} from "@travesia/core";
import { Result } from "effect";
import { type Context, Hono } from "hono";
import sharp from "sharp";
import { hotelImage, saveHotelContent, saveHotelImage } from "../../db/hotelContentStore.js";
import type { StoredAuditEntry } from "../../db/portalSettingsStore.js";
import { bmpPixels } from "../../internal/bmpPixels.js";
import { badRequest, readJsonValue } from "../../internal/requestBody.js";
import type { InventoryHotel } from "../../inventory/hotels.js";
import { authorOf, invalidAdminPayload } from "../adminReplies.js";
import type { DemoEnv } from "../context.js";
import { adminHotelOf, currentHotelContent, hotelContentContext, uploadedImageUrls } from "../hotelContent.js";
import { namedAuditEntry } from "../portalSettings.js";

/** The largest upload request: the image limit plus room for the multipart envelope. */
export const UPLOAD_BODY_MAX_BYTES = UPLOAD_IMAGE_MAX_BYTES + 64 * 1024;

/** The upload call's path, which {@link UPLOAD_BODY_MAX_BYTES} bounds instead of the demo's 64 KB. */
export const isHotelUploadPath = (path: string): boolean => /^\/api\/admin\/hotels\/[^/]+\/images$/.test(path);

/** The longest side of a stored image and of a thumbnail, in pixels (ours). */
const IMAGE_MAX_SIDE = 1600;
const THUMBNAIL_SIDE = 320;
/** Pixels sharp may decode at most (a 2 KB PNG can declare a gigapixel). */
const MAX_INPUT_PIXELS = 40_000_000;

const hotelOf = (c: Context<DemoEnv>): InventoryHotel | undefined => {
  const id = c.req.param("id") ?? "";
  return /^\d{1,12}$/.test(id) ? c.get("demo").inventory.hotel(id) : undefined;
};

const unknownHotel = (c: Context<DemoEnv>) =>
  c.json({ done: false, error: `id: unknown hotel "${c.req.param("id") ?? ""}"`, field: "id" }, 404);

const refusedUpload = (c: Context<DemoEnv>, refusal: UploadRefusal | { readonly reason: "unreadable" }) => {
  const params = refusal.reason === "tooLarge" ? { sizeMb: refusal.sizeMb, maxMb: refusal.maxMb } : undefined;
  const key = refusal.reason === "unreadable" ? "admin.upload.unreadable" : uploadRefusalKey(refusal);
  return c.json(
    {
      done: false,
      error: `file: ${translateAdmin("es", key, params)}`,
      field: "file",
      reason: refusal.reason,
      issues: [{ field: "file", key }],
    },
    refusal.reason === "tooLarge" ? 413 : 415,
  );
};

/**
 * Re-encodes an accepted upload with sharp, so what is stored and served is pixels the server wrote, never the bytes
 * sent (a polyglot's payload does not survive): a JPEG stays a JPEG, any other format becomes a PNG; the longest side
 * at most {@link IMAGE_MAX_SIDE}, metadata dropped; and a JPEG thumbnail. `undefined` when the image cannot be read.
 */
const encodeImage = async (bytes: Uint8Array, upload: AcceptedUpload) => {
  const pixels = upload.type === "bmp" ? bmpPixels(bytes) : undefined;
  if (upload.type === "bmp" && pixels === undefined) return undefined;
  const source = () =>
    pixels === undefined
      ? sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      : sharp(pixels.rgb, { raw: { width: pixels.width, height: pixels.height, channels: 3 } });
  try {
    const resized = source()
      .rotate()
      .resize(IMAGE_MAX_SIDE, IMAGE_MAX_SIDE, { fit: "inside", withoutEnlargement: true });
    const asJpeg = upload.type === "jpeg";
    const image = await (asJpeg ? resized.jpeg({ quality: 85 }) : resized.png()).toBuffer();
    const thumbnail = await source()
      .rotate()
      .resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, { fit: "cover" })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 78 })
      .toBuffer();
    return { contentType: asJpeg ? "image/jpeg" : "image/png", image, thumbnail };
  } catch {
    return undefined;
  }
};

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
    const form = await c.req.parseBody().catch(() => undefined);
    const file = form?.file;
    if (!(file instanceof File)) return c.json({ done: false, error: "file: missing", field: "file" }, 400);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const checked = checkImageUpload({
      name: file.name,
      size: bytes.length,
      head: bytes.subarray(0, UPLOAD_SNIFF_BYTES),
    });
    if (Result.isFailure(checked)) return refusedUpload(c, checked.failure);
    const encoded = await encodeImage(bytes, checked.success);
    if (encoded === undefined) return refusedUpload(c, { reason: "unreadable" });
    const db = c.get("demo").db;
    const author = authorOf(c);
    const imageId = saveHotelImage(db, { hotelId: hotel.id, ...encoded }, author.at);
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
