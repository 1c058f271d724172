import { defaultImageChoice } from "@travesia/core";

/**
 * The portal's default image files, by product type (spec 000 §9 "Default image counts: 15 hotels, 3 activities,
 * 1 transfers"; core's `DEFAULT_IMAGE_COUNTS` holds the counts and `defaultImageChoice` the set and file). Each default
 * ships as WebP and JPEG (§9 "Webp images chosen by browser support"); Vite fingerprints them.
 */

const webp = import.meta.glob<string>("./defaultImages/*.webp", {
  eager: true,
  query: "?url&no-inline",
  import: "default",
});
const jpeg = import.meta.glob<string>("./defaultImages/*.jpg", {
  eager: true,
  query: "?url&no-inline",
  import: "default",
});

/** A default image in its two formats. */
export interface DefaultImage {
  readonly webp: string;
  readonly jpeg: string;
}

const byProduct = new Map<string, DefaultImage[]>();
// Ordered by code unit (the names are lower-case ASCII, zero-padded): `localeCompare` builds an ICU collator on its first
// call, which made a long task of the home's offers' first card.
for (const [path, jpegUrl] of Object.entries(jpeg).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
  const name = path.slice(path.lastIndexOf("/") + 1, -".jpg".length);
  const product = name.slice(0, name.lastIndexOf("-"));
  const webpUrl = webp[path.replace(/\.jpg$/, ".webp")];
  if (webpUrl === undefined) continue;
  byProduct.set(product, [...(byProduct.get(product) ?? []), { webp: webpUrl, jpeg: jpegUrl }]);
}

/** How many default files each product type ships (checked against core's counts by the test). */
export const defaultImageFileCounts = (): Readonly<Record<string, number>> =>
  Object.fromEntries([...byProduct].map(([product, images]) => [product, images.length]));

/**
 * The default file core chooses for a broken image of a product type (a house or a package's hotel takes a hotel
 * default), or undefined when the type has none (the image is then removed).
 *
 * @example defaultImageFor("hotel", "/images/hotels/100001/1.jpg")?.webp // one of the 15 hotel defaults
 */
export const defaultImageFor = (product: string, brokenSrc: string): DefaultImage | undefined => {
  const choice = defaultImageChoice(product, brokenSrc);
  return choice === undefined ? undefined : byProduct.get(choice.set)?.[choice.index];
};
