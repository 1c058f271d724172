/**
 * How many default images each product type has (spec 000 §9 "Default image counts: 15 hotels, 3 activities, 1
 * transfers"); a type not listed has none, and its broken images are removed (§8).
 */
export const DEFAULT_IMAGE_COUNTS: Readonly<Record<string, number>> = { hotel: 15, activity: 3, transfer: 1 };

/** A small stable hash of a text (FNV-1a, 32 bits), so one broken image always gets the same default. */
const fnv1a = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
};

/**
 * Which of its product type's defaults replaces a broken image (spec 000 §8 "Broken images: replaced by a random
 * default image per product type, or removed"): an index from 0, spread across images by the broken address and
 * the same for the same address; `undefined` when the type has no defaults (the image is removed).
 *
 * @example defaultImageIndex("hotel", "/images/hotels/100001/1.jpg") // a number from 0 to 14
 * @example defaultImageIndex("circuit", "/x.jpg") // undefined
 */
export const defaultImageIndex = (product: string, brokenSrc: string): number | undefined => {
  const count = Object.hasOwn(DEFAULT_IMAGE_COUNTS, product) ? DEFAULT_IMAGE_COUNTS[product] : undefined;
  return count === undefined || count === 0 ? undefined : fnv1a(brokenSrc) % count;
};
