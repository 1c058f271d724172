/**
 * How long each kind of toast stays, in ms: the one table of toast durations (every other module reads it).
 *
 * Spec 000 §9: "Warning toasts 5 seconds (15 seconds for hotel results, 10 for house)". Spec 000 §8: "Add reply with
 * notifications: Warning for 5 seconds", "Add success: Toast", "Newsletter errors: shown 3 seconds". Spec 001 §9
 * repeats the 15 s hotel-results warning (deadline, credit limit, more options, favourites).
 */
export const TOAST_DURATIONS_MS = {
  /** Spec 000 §9 "Warning toasts 5 seconds"; spec 000 §8 the add-to-budget notification warning and success toast. */
  warning: 5_000,
  /** Spec 000 §9 / 001 §9: "15 seconds for hotel results". */
  warningHotelResults: 15_000,
  /** Spec 000 §9: "10 for house". */
  warningHouseResults: 10_000,
  /** Spec 000 §8 / 001 §8: "Newsletter errors shown 3 seconds". */
  newsletterError: 3_000,
} as const;

/** A kind of toast of {@link TOAST_DURATIONS_MS}. */
export type ToastDurationKind = keyof typeof TOAST_DURATIONS_MS;
