/** Spec 000 §9 / 001 §9: "Warning toast 15 s" on hotel results (deadline, credit limit, more options, favourites). */
export const HOTEL_WARNING_TOAST_MS = 15_000;
/** Spec 001 §8 / 000 §8: "Newsletter errors shown 3 s". */
export const NEWSLETTER_ERROR_TOAST_MS = 3_000;
/** Spec 000 §4 / 001 §9: "alternative-rate redirect wait 5 s" (when the product went to a new trip). */
export const ALTERNATIVE_RATE_REDIRECT_MS = 5_000;
