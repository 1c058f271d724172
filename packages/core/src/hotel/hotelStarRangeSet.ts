import type { HotelStarRange } from "../routes/hotelSearchFilters.js";
import { HOTEL_CATEGORY_RANGE } from "./hotelFilterSidebar.js";

/** Which thumb of a two-thumb range slider moved. */
export type HotelRangeEnd = "min" | "max";

/**
 * Moves one end of a 1–5 range (category stars or review-site rating; spec 001 §5 "Category 1-5; review-site slider
 * 1-5 step 1"): the value is rounded to a whole step and kept within the bounds, and when it passes the other end
 * that end moves with it, so the range never inverts and the moved thumb lands where it was put.
 *
 * @example hotelStarRangeSet({ min: 2, max: 3 }, "min", 5) // { min: 5, max: 5 }
 * @example hotelStarRangeSet({ min: 2, max: 4 }, "max", 0) // { min: 1, max: 1 }
 */
export const hotelStarRangeSet = (
  range: HotelStarRange,
  end: HotelRangeEnd,
  value: number,
  bounds: { readonly min: number; readonly max: number } = HOTEL_CATEGORY_RANGE,
): HotelStarRange => {
  const whole = Number.isFinite(value) ? Math.round(value) : end === "min" ? bounds.min : bounds.max;
  const clamped = Math.min(bounds.max, Math.max(bounds.min, whole));
  return end === "min"
    ? { min: clamped, max: Math.max(clamped, Math.min(bounds.max, range.max)) }
    : { min: Math.min(clamped, Math.max(bounds.min, range.min)), max: clamped };
};
