import { TOAST_DURATIONS_MS } from "../shell/toastDurations.js";

/**
 * Inserts a rate's more options right after it, skipping options whose id is already listed (a second click
 * adds nothing twice). A parent that is no longer listed gets its options at the end.
 * Spec 001 §4: "More options: loading flag, then rows inserted after the parent rate."
 *
 * @example hotelInsertMoreOptions([{ id: "a" }, { id: "b" }], "a", [{ id: "a2" }]).map((r) => r.id) // ["a", "a2", "b"]
 */
export const hotelInsertMoreOptions = <R extends { readonly id: string }>(
  rates: readonly R[],
  parentRateId: string,
  options: readonly R[],
): readonly R[] => {
  const listed = new Set(rates.map((rate) => rate.id));
  const fresh = options.filter((option) => {
    if (listed.has(option.id)) return false;
    listed.add(option.id);
    return true;
  });
  const parent = rates.findIndex((rate) => rate.id === parentRateId);
  const at = parent === -1 ? rates.length : parent + 1;
  return [...rates.slice(0, at), ...fresh, ...rates.slice(at)];
};

/** The toast after a more-options call. */
export interface HotelMoreOptionsNotice {
  readonly level: "success" | "warning";
  readonly messageKey: "hotel.moreOptionsAdded" | "hotel.moreOptionsEmpty";
  readonly params: { readonly hotel: string };
  readonly durationMs: number;
}

/**
 * Spec 001 §8: "More options: success 'Se agregaron tarifas para {hotel}'; failure warning 'No se encontraron opciones
 * para la tarifa seleccionada'." A reply that adds no new rate counts as the failure.
 *
 * @example hotelMoreOptionsNotice("Hotel Sol", 2).messageKey // "hotel.moreOptionsAdded"
 */
export const hotelMoreOptionsNotice = (hotel: string, added: number): HotelMoreOptionsNotice =>
  added > 0
    ? {
        level: "success",
        messageKey: "hotel.moreOptionsAdded",
        params: { hotel },
        durationMs: TOAST_DURATIONS_MS.warningHotelResults,
      }
    : {
        level: "warning",
        messageKey: "hotel.moreOptionsEmpty",
        params: { hotel },
        durationMs: TOAST_DURATIONS_MS.warningHotelResults,
      };
