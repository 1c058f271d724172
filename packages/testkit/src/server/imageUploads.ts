import {
  type AcceptedUpload,
  checkImageUpload,
  translateAdmin,
  UPLOAD_IMAGE_MAX_BYTES,
  UPLOAD_SNIFF_BYTES,
  type UploadRefusal,
  uploadRefusalKey,
} from "@travesia/core";
import { Result } from "effect";
import type { Context } from "hono";
import sharp from "sharp";
import { saveHotelImage } from "../db/hotelContentStore.js";
import { bmpPixels } from "../internal/bmpPixels.js";
import type { DemoEnv } from "./context.js";

// Every image the back office uploads (a hotel's gallery, a home background, an airline's logo) is received here:
// read from the form, checked with core's `checkImageUpload`, re-encoded by sharp, stored with its thumbnail in
// `hotel_images` under its owner (a hotel's id, or `home:{slot}`, `airline:{code}`), and served by id
// (`/images/uploads/{id}.img`, routes/adminHotels.ts).

/** The largest upload request: the image limit plus room for the multipart envelope. */
export const UPLOAD_BODY_MAX_BYTES = UPLOAD_IMAGE_MAX_BYTES + 64 * 1024;

/** The upload calls' paths, which {@link UPLOAD_BODY_MAX_BYTES} bounds instead of the demo's 64 KB. */
export const isUploadPath = (path: string): boolean =>
  /^\/api\/admin\/(hotels\/[^/]+\/images|home\/backgrounds\/[^/]+\/[^/]+\/[^/]+|airlines\/[^/]+\/logo)$/.test(path);

/** The longest side of a stored image and of a thumbnail, in pixels (ours). */
const IMAGE_MAX_SIDE = 1600;
const THUMBNAIL_SIDE = 320;
/** Pixels sharp may decode at most (a 2 KB PNG can declare a gigapixel). */
const MAX_INPUT_PIXELS = 40_000_000;

/** The 413 or 415 of a refused upload, with core's message in Spanish and the refusal's key. */
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

/**
 * Receives the request's `file`: checked, re-encoded and stored under `owner`; its new id, or the reply that refuses
 * it (400 no file, 413 too large, 415 not an accepted image, or one sharp cannot read).
 */
export const receiveImageUpload = async (
  c: Context<DemoEnv>,
  owner: string,
): Promise<Result.Result<string, Response>> => {
  const form = await c.req.parseBody().catch(() => undefined);
  const file = form?.file;
  if (!(file instanceof File)) return Result.fail(c.json({ done: false, error: "file: missing", field: "file" }, 400));
  const bytes = new Uint8Array(await file.arrayBuffer());
  const checked = checkImageUpload({
    name: file.name,
    size: bytes.length,
    head: bytes.subarray(0, UPLOAD_SNIFF_BYTES),
  });
  if (Result.isFailure(checked)) return Result.fail(refusedUpload(c, checked.failure));
  const encoded = await encodeImage(bytes, checked.success);
  if (encoded === undefined) return Result.fail(refusedUpload(c, { reason: "unreadable" }));
  const { db, now } = c.get("demo");
  return Result.succeed(saveHotelImage(db, { hotelId: owner, ...encoded }, now().getTime()));
};
