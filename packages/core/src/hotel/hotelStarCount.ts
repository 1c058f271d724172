/** Spec 001 §3: "category {min 1, max 5}": the most stars a hotel shows. */
export const HOTEL_MAX_STARS = 5;

/**
 * The whole stars a hotel shows for its category or rating: rounded, within 0 to 5; no rating (or not a number)
 * shows none.
 *
 * @example hotelStarCount(3.6) // 4
 * @example hotelStarCount(undefined) // 0
 */
export const hotelStarCount = (rating: number | null | undefined): number =>
  typeof rating === "number" && Number.isFinite(rating)
    ? Math.max(0, Math.min(HOTEL_MAX_STARS, Math.round(rating)))
    : 0;
