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

/** A set of default images: the spec counts hotel, activity and transfer defaults (spec 000 §9). */
export type DefaultImageSet = "hotel" | "activity" | "transfer";

/**
 * Which default set a product type's broken images take: its own, or the hotel set for the other accommodations
 * (holiday houses, a package's hotel), whose images are hotel-like photographs. Decision: the spec names defaults
 * only for hotels, activities and transfers; every other type (flights, bundles' themes…) has none, so its broken
 * images are removed (§8 "or removed").
 */
const DEFAULT_IMAGE_SETS: Readonly<Record<string, DefaultImageSet>> = {
  hotel: "hotel",
  house: "hotel",
  flightHotel: "hotel",
  activity: "activity",
  transfer: "transfer",
};

/** A chosen default: its set and its index in the set (from 0). */
export interface DefaultImageChoice {
  readonly set: DefaultImageSet;
  readonly index: number;
}

/**
 * Which default replaces a broken image of a product type (spec 000 §8 "Broken images: replaced by a random default
 * image per product type, or removed"): the type's set, and an index spread across images by the broken address,
 * the same for the same address; `undefined` when the type has no defaults (the image is removed).
 *
 * @example defaultImageChoice("house", "/images/houses/7/1.jpg") // { set: "hotel", index: a number from 0 to 14 }
 * @example defaultImageChoice("circuit", "/x.jpg") // undefined
 */
export const defaultImageChoice = (product: string, brokenSrc: string): DefaultImageChoice | undefined => {
  const set = Object.hasOwn(DEFAULT_IMAGE_SETS, product) ? DEFAULT_IMAGE_SETS[product] : undefined;
  const count = set === undefined ? undefined : DEFAULT_IMAGE_COUNTS[set];
  return set === undefined || count === undefined || count === 0 ? undefined : { set, index: fnv1a(brokenSrc) % count };
};

/**
 * The index alone of {@link defaultImageChoice}.
 *
 * @example defaultImageIndex("hotel", "/images/hotels/100001/1.jpg") // a number from 0 to 14
 * @example defaultImageIndex("circuit", "/x.jpg") // undefined
 */
export const defaultImageIndex = (product: string, brokenSrc: string): number | undefined =>
  defaultImageChoice(product, brokenSrc)?.index;
