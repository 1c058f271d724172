import * as Result from "effect/Result";

/** Spec 001 §9: "comparison minimum 2". */
export const HOTEL_COMPARE_MINIMUM = 2;

/**
 * Adds a hotel to the comparison list, or removes it when listed. Spec 001 §4: "Comparison list toggles per hotel".
 *
 * @example hotelCompareToggle(["H1"], "H2") // ["H1", "H2"]
 * @example hotelCompareToggle(["H1", "H2"], "H1") // ["H2"]
 */
export const hotelCompareToggle = (list: readonly string[], hotelDetailId: string): readonly string[] =>
  list.includes(hotelDetailId) ? list.filter((id) => id !== hotelDetailId) : [...list, hotelDetailId];

/** Too few hotels to compare: the info to show. */
export interface HotelCompareTooFew {
  readonly _tag: "HotelCompareTooFew";
  /** 'Por favor seleccione al menos 2 hoteles para poder comparar' */
  readonly messageKey: "hotel.compareMinimum";
  /** 'Comparador' */
  readonly titleKey: "hotel.compareTitle";
}

/**
 * Whether the list can be compared. Spec 001 §5: "Compare requires at least 2 hotels: info 'Por favor seleccione
 * al menos 2 hoteles para poder comparar' (title 'Comparador')."
 *
 * @example hotelCompareCheck(["H1"]) // Result.fail({ _tag: "HotelCompareTooFew", … })
 */
export const hotelCompareCheck = (list: readonly string[]): Result.Result<readonly string[], HotelCompareTooFew> =>
  new Set(list).size >= HOTEL_COMPARE_MINIMUM
    ? Result.succeed(list)
    : Result.fail({ _tag: "HotelCompareTooFew", messageKey: "hotel.compareMinimum", titleKey: "hotel.compareTitle" });
