import { hotelPdfSelectionReady, hotelPdfSelectionToggle } from "@travesia/core";
import { useCallback, useState } from "react";

/** What {@link useHotelPdfSelection} returns: the hotels chosen for the multi-hotel PDF and the verbs. */
export interface HotelPdfSelection {
  /** Hotel ids in the order they were chosen. */
  readonly selected: readonly string[];
  /** At least one hotel chosen (core's `hotelPdfSelectionReady`). */
  readonly ready: boolean;
  readonly toggle: (hotelId: string) => void;
  readonly clear: () => void;
}

/**
 * The results page's choice of hotels for the multi-hotel PDF (spec 001 §7 `POST /hotel/pdf/multi`): each card's
 * 'Elegir para el PDF' toggles its hotel (core's `hotelPdfSelectionToggle`).
 *
 * @example const pick = useHotelPdfSelection(); pick.toggle(hotel.hotelDetailId);
 */
export const useHotelPdfSelection = (): HotelPdfSelection => {
  const [selected, setSelected] = useState<readonly string[]>([]);
  const toggle = useCallback((hotelId: string) => setSelected((now) => hotelPdfSelectionToggle(now, hotelId)), []);
  const clear = useCallback(() => setSelected([]), []);
  return { selected, ready: hotelPdfSelectionReady(selected), toggle, clear };
};
