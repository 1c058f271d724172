import { buildHotelResultsUrl, type HotelSearchState, hotelPdfSelectionReady, listToggle } from "@travesia/core";
import { useCallback } from "react";
import { useStoredHotelPicks } from "../internal/useStoredHotelPicks.js";

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
 * 'Elegir para el PDF' toggles its hotel (core's `listToggle`). The choice belongs to the search (filters,
 * sorts and pages keep it) and survives a reload or a way back (session storage, per search).
 *
 * @example const pick = useHotelPdfSelection(results.data.hotelSearch); pick.toggle(hotel.hotelDetailId);
 */
export const useHotelPdfSelection = (search: HotelSearchState | null): HotelPdfSelection => {
  const { ids, update } = useStoredHotelPicks(search === null ? null : buildHotelResultsUrl(search.route), "pdf");
  const toggle = useCallback((hotelId: string) => update((now) => listToggle(now, hotelId)), [update]);
  const clear = useCallback(() => update(() => []), [update]);
  return { selected: ids, ready: hotelPdfSelectionReady(ids), toggle, clear };
};
