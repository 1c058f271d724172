import { type Context, Hono } from "hono";
import sharp from "sharp";
import { activityImageServed } from "../../inventory/activities.js";
import { hashParts } from "../../inventory/prng.js";
import type { DemoEnv } from "../context.js";

/**
 * Images referenced by the inventory, generated on first request with `sharp` from a small SVG scene (no text, so no
 * fonts are needed) and kept in memory. The format follows the browser: WebP when `Accept` lists `image/webp`
 * (spec 000 §9 "Webp images chosen by browser support"), else JPEG (PNG for rating and logo images).
 */

/** Hotel and house card size. Spec 001 §9: "Images 200x155". */
const DEMO_IMAGE_SIZE = { width: 200, height: 155 } as const;

/** Review-site rating image. Spec 001 §9: "review-site image width 80 or 90". */
const DEMO_REVIEW_IMAGE_SIZE = { width: 90, height: 16 } as const;

const CACHE_LIMIT = 600;
const cache = new Map<string, Promise<Uint8Array>>();

const hue = (key: string, salt: number) => ((hashParts(key, salt) % 360) + 360) % 360;

/** A landscape with buildings: sky gradient, sun, skyline, and sea for every other picture. */
const sceneSvg = (key: string, width: number, height: number): string => {
  const sky = hue(key, 1);
  const ground = hue(key, 2);
  const buildings = Array.from({ length: 7 }, (_, index) => {
    const h = 30 + (hashParts(key, index) % Math.floor(height * 0.5));
    const w = Math.floor(width / 8);
    return `<rect x="${index * (w + 4) + 6}" y="${height - h - 20}" width="${w}" height="${h}" fill="hsl(${(ground + index * 17) % 360},35%,${35 + (index % 3) * 8}%)"/>`;
  }).join("");
  const sea =
    hashParts(key, 9) % 2 === 0
      ? `<rect x="0" y="${height - 24}" width="${width}" height="24" fill="hsl(200,60%,45%)"/>`
      : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${sky},70%,75%)"/><stop offset="1" stop-color="hsl(${(sky + 40) % 360},60%,90%)"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#s)"/><circle cx="${width - 35}" cy="32" r="16" fill="hsl(45,95%,60%)"/>${buildings}${sea}</svg>`;
};

/** Five rating circles, filled to the rating in halves. */
const ratingSvg = (rating: number): string => {
  const { width, height } = DEMO_REVIEW_IMAGE_SIZE;
  const circles = Array.from({ length: 5 }, (_, index) => {
    const cx = 9 + index * 18;
    const fill = rating >= index + 1 ? "#00aa6c" : rating >= index + 0.5 ? "url(#half)" : "#ffffff";
    return `<circle cx="${cx}" cy="8" r="6.5" fill="${fill}" stroke="#00aa6c" stroke-width="1.5"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="half"><stop offset="0.5" stop-color="#00aa6c"/><stop offset="0.5" stop-color="#ffffff"/></linearGradient></defs>${circles}</svg>`;
};

/** A supplier logo: two coloured bars. */
const logoSvg = (code: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="24"><rect width="80" height="24" rx="4" fill="hsl(${hue(code, 3)},55%,40%)"/><rect x="8" y="8" width="64" height="8" rx="4" fill="hsl(${hue(code, 4)},70%,80%)"/></svg>`;

type Format = "jpeg" | "png" | "webp";

const render = (key: string, svg: () => string, format: Format): Promise<Uint8Array> => {
  const cacheKey = `${key}|${format}`;
  const found = cache.get(cacheKey);
  if (found !== undefined) return found;
  const image = sharp(Buffer.from(svg()));
  const encoded = (
    format === "webp" ? image.webp({ quality: 70 }) : format === "png" ? image.png() : image.jpeg({ quality: 75 })
  )
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer));
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value ?? "");
  cache.set(cacheKey, encoded);
  // A failed render must not stay cached.
  encoded.catch(() => cache.delete(cacheKey));
  return encoded;
};

const send = async (c: Context<DemoEnv>, key: string, svg: () => string, fallback: "jpeg" | "png") => {
  const webp = (c.req.header("accept") ?? "").includes("image/webp") || c.req.path.endsWith(".webp");
  const format: Format = webp ? "webp" : fallback;
  const body = await render(key, svg, format);
  return c.body(body as Uint8Array<ArrayBuffer>, 200, {
    "content-type": `image/${format}`,
    "cache-control": "public, max-age=86400",
    vary: "Accept",
  });
};

const bad = (c: Context<DemoEnv>, field: string, reason: string) =>
  c.json({ done: false, error: `${field}: ${reason}`, field }, 400);

const IMAGE_FILE = /^(\d{1,2})\.(jpg|webp)$/;

/** Image routes: hotel and house pictures, review-site rating images, supplier logos and bundle theme tiles. */
export const imageRoutes = new Hono<DemoEnv>()
  .get("/images/hotels/:hotelId/:file", async (c) => {
    const hotelId = c.req.param("hotelId");
    const file = IMAGE_FILE.exec(c.req.param("file"));
    if (!/^\d{6,7}$/.test(hotelId)) return bad(c, "hotelId", "must be a hotel id");
    if (file === null || Number(file[1]) < 1) return bad(c, "file", "expected {n}.jpg");
    const hotel = c.get("demo").inventory.hotel(hotelId);
    if (hotel === undefined || Number(file[1]) > hotel.imageCount)
      return c.json({ done: false, error: "image: not found" }, 404);
    const key = `hotel-${hotelId}-${file[1]}`;
    return send(c, key, () => sceneSvg(key, DEMO_IMAGE_SIZE.width, DEMO_IMAGE_SIZE.height), "jpeg");
  })
  .get("/images/activities/:activityId/:file", async (c) => {
    const activityId = c.req.param("activityId");
    const file = IMAGE_FILE.exec(c.req.param("file"));
    if (!/^[A-Z]{3}-A\d{1,2}$/.test(activityId)) return bad(c, "activityId", "must be an activity id");
    if (file === null || Number(file[1]) < 1) return bad(c, "file", "expected {n}.jpg");
    // Some activities' pictures are gone, as a real supplier's are: the portal shows its default activity images.
    if (!activityImageServed(activityId, Number(file[1])))
      return c.json({ done: false, error: "image: not found" }, 404);
    const key = `activity-${activityId}-${file[1]}`;
    return send(c, key, () => sceneSvg(key, DEMO_IMAGE_SIZE.width * 2, DEMO_IMAGE_SIZE.height * 2), "jpeg");
  })
  .get("/images/houses/:houseId/:file", async (c) => {
    const houseId = c.req.param("houseId");
    const file = IMAGE_FILE.exec(c.req.param("file"));
    if (!/^9\d{6}$/.test(houseId)) return bad(c, "houseId", "must be a house id");
    if (file === null || Number(file[1]) < 1) return bad(c, "file", "expected {n}.jpg");
    const house = c.get("demo").inventory.house(houseId);
    if (house === undefined || Number(file[1]) > house.imageCount)
      return c.json({ done: false, error: "image: not found" }, 404);
    const key = `house-${houseId}-${file[1]}`;
    return send(c, key, () => sceneSvg(key, DEMO_IMAGE_SIZE.width, DEMO_IMAGE_SIZE.height), "jpeg");
  })
  .get("/images/review/:file", async (c) => {
    const match = /^([1-5])\.([05])\.(png|webp)$/.exec(c.req.param("file"));
    if (match === null) return bad(c, "file", "expected {1-5}.{0|5}.png");
    const rating = Number(`${match[1]}.${match[2]}`);
    return send(c, `review-${rating}`, () => ratingSvg(rating), "png");
  })
  .get("/images/suppliers/:file", async (c) => {
    const match = /^([A-Z0-9]{2,4})\.(png|webp)$/.exec(c.req.param("file"));
    if (match === null) return bad(c, "file", "expected {CODE}.png");
    const code = match[1] as string;
    return send(c, `supplier-${code}`, () => logoSvg(code), "png");
  })
  .get("/img/paquetes/:file", async (c) => {
    const match = /^(\d{1,3})\.(jpg|webp)$/.exec(c.req.param("file"));
    if (match === null) return bad(c, "file", "expected {tematic id}.jpg");
    const key = `tematic-${match[1]}`;
    return send(c, key, () => sceneSvg(key, 400, 250), "jpeg");
  });
