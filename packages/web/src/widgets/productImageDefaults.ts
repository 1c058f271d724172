/**
 * The portal's default images, by product type (spec 000 §8 "Broken images: replaced by a random default image per
 * product type, or removed"; §9 "Default image counts: 15 hotels, 3 activities, 1 transfers"). Each default ships
 * as WebP and JPEG (§9 "Webp images chosen by browser support"); Vite fingerprints them.
 *
 * RULE TO MOVE TO CORE: the counts and the choice of one default are the spec's rule; core has neither yet, so the
 * counts live here as the number of files and {@link defaultImageFor} picks one.
 */

const webp = import.meta.glob<string>("./defaultImages/*.webp", { eager: true, query: "?url", import: "default" });
const jpeg = import.meta.glob<string>("./defaultImages/*.jpg", { eager: true, query: "?url", import: "default" });

/** A default image in its two formats. */
export interface DefaultImage {
  readonly webp: string;
  readonly jpeg: string;
}

const byProduct = new Map<string, DefaultImage[]>();
for (const [path, jpegUrl] of Object.entries(jpeg).sort(([a], [b]) => a.localeCompare(b))) {
  const name = path.slice(path.lastIndexOf("/") + 1, -".jpg".length);
  const product = name.slice(0, name.lastIndexOf("-"));
  const webpUrl = webp[path.replace(/\.jpg$/, ".webp")];
  if (webpUrl === undefined) continue;
  byProduct.set(product, [...(byProduct.get(product) ?? []), { webp: webpUrl, jpeg: jpegUrl }]);
}

/** How many defaults each product type has (hotel 15, activity 3, transfer 1). */
export const defaultImageCounts = (): Readonly<Record<string, number>> =>
  Object.fromEntries([...byProduct].map(([product, images]) => [product, images.length]));

/** A small stable hash of a text (FNV-1a), so a broken image always gets the same default across renders. */
const hashOf = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
};

/**
 * The default image for a broken image of a product type, chosen from the broken address (random across images,
 * stable for one image), or undefined when the type has none (the image is then removed).
 *
 * @example defaultImageFor("hotel", "/images/hotels/100001/1.jpg")?.webp // one of the 15 hotel defaults
 */
export const defaultImageFor = (product: string, brokenSrc: string): DefaultImage | undefined => {
  const images = byProduct.get(product);
  return images === undefined || images.length === 0 ? undefined : images[hashOf(brokenSrc) % images.length];
};
