/** Whether a price is for one night or for the whole stay. Spec 001 §3: the search reply's `perNight` flag. */
export type PriceBasis = "perNight" | "totalStay";

/**
 * The basis a search reply's `perNight` flag selects (absent means total stay).
 *
 * @example priceBasis(true) // "perNight"
 */
export const priceBasis = (perNight: boolean | undefined): PriceBasis => (perNight === true ? "perNight" : "totalStay");

/**
 * The message key of the label beside a price or a price filter. Spec 001 §2: "label per night or total stay".
 *
 * @example priceBasisLabelKey("perNight") // "hotel.pricePerNight"
 */
export const priceBasisLabelKey = (basis: PriceBasis) =>
  basis === "perNight" ? ("hotel.pricePerNight" as const) : ("hotel.priceTotalStay" as const);
