import type { HotelVariation } from "../api/hotelCluster.js";

/** Variation code of a stars upgrade ('Categoría superior'). */
export const HOTEL_VARIATION_RATING = "rating";
/** Variation code of a review-site upgrade ('Mejor valorado'). */
export const HOTEL_VARIATION_TRIPADVISOR = "tripadvisor";

/**
 * The variation labels of a similar hotel, in order, without repeats. Spec 001 §2: "variations ('Categoría
 * superior' for rating upgrade, 'Mejor valorado' for review-site upgrade …)"; §4: "Variation type 'upgrade'".
 *
 * @example hotelVariationKeys([{ type: "upgrade", code: "tripadvisor" }]) // ["hotel.upgradeRating"]
 */
export const hotelVariationKeys = (
  variations: readonly HotelVariation[] | undefined,
): readonly ("hotel.upgradeCategory" | "hotel.upgradeRating")[] => {
  const keys: ("hotel.upgradeCategory" | "hotel.upgradeRating")[] = [];
  for (const variation of variations ?? []) {
    if (variation.type !== "upgrade") continue;
    const key =
      variation.code === HOTEL_VARIATION_RATING
        ? "hotel.upgradeCategory"
        : variation.code === HOTEL_VARIATION_TRIPADVISOR
          ? "hotel.upgradeRating"
          : undefined;
    if (key !== undefined && !keys.includes(key)) keys.push(key);
  }
  return keys;
};
