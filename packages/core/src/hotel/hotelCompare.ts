import * as Result from "effect/Result";
import { listToggle } from "../search/listToggle.js";

/** Spec 001 §9: "comparison minimum 2". */
export const HOTEL_COMPARE_MINIMUM = 2;

/**
 * At most this many hotels side by side. The spec sets no maximum (its comparator page is not shown); four columns
 * still read on a desktop and scroll sideways on a phone.
 */
export const HOTEL_COMPARE_MAXIMUM = 4;

/**
 * Adds a hotel to the comparison list, or removes it when listed. Spec 001 §4: "Comparison list toggles per hotel".
 * A fifth hotel is not added (the list is full: {@link hotelCompareFull}).
 *
 * @example hotelCompareToggle(["H1"], "H2") // ["H1", "H2"]
 * @example hotelCompareToggle(["H1", "H2"], "H1") // ["H2"]
 */
export const hotelCompareToggle = (list: readonly string[], hotelDetailId: string): readonly string[] =>
  list.includes(hotelDetailId) || !hotelCompareFull(list) ? listToggle(list, hotelDetailId) : list;

/**
 * Whether no further hotel can be picked (its checkbox is then disabled, with `hotelCompare.maximum` beside it).
 *
 * @example hotelCompareFull(["1", "2", "3", "4"]) // true
 */
export const hotelCompareFull = (list: readonly string[]): boolean => new Set(list).size >= HOTEL_COMPARE_MAXIMUM;

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
