import {
  buildHotelCompareUrl,
  buildHotelResultsUrl,
  HOTEL_COMPARE_MAXIMUM,
  type HotelCompareTooFew,
  type HotelSearchState,
  hotelCompareCheck,
  hotelCompareFull,
  hotelCompareToggle,
} from "@travesia/core";
import { Result } from "effect";
import { useCallback, useState } from "react";
import type { HookResult } from "../common/hookResult.js";
import { useStoredHotelPicks } from "../internal/useStoredHotelPicks.js";

/** What {@link useHotelCompareSelection} returns. */
export type HotelCompareSelectionResult = HookResult<
  "empty" | "picking",
  {
    /** Hotels picked, in the order picked. */
    readonly ids: readonly string[];
    /** No further hotel can be picked (core's `HOTEL_COMPARE_MAXIMUM`). */
    readonly full: boolean;
    readonly maximum: number;
    /**
     * 'Comparar hoteles' with fewer than 2 hotels: the 'Comparador' info to show ('Por favor seleccione al menos 2
     * hoteles para poder comparar'), until `dismiss`. Null otherwise.
     */
    readonly refusal: HotelCompareTooFew | null;
  },
  {
    readonly toggle: (hotelDetailId: string) => void;
    readonly clear: () => void;
    /** The comparison page's URL, or null after raising the 'Comparador' refusal (fewer than 2 hotels). */
    readonly compare: () => string | null;
    /** Closes the 'Comparador' refusal. */
    readonly dismiss: () => void;
  }
>;

/**
 * The hotels picked on a results page for the comparison (spec 001 §4 "Comparison list toggles per hotel; compare
 * needs at least 2"): core's `hotelCompareToggle` (at most 4) and `hotelCompareCheck`, whose refusal is data the page
 * shows as the 'Comparador' dialog (spec 001 §5, title 'Comparador'). The pick survives filters, sorts and pages of
 * the same search, a reload and a way back (session storage, per search), and starts over for another search.
 */
export const useHotelCompareSelection = (
  search: HotelSearchState | null,
  destinationName: string | null,
): HotelCompareSelectionResult => {
  const searchKey = search === null ? null : buildHotelResultsUrl(search.route);
  const { ids, update } = useStoredHotelPicks(searchKey, "compare");
  const [refusal, setRefusal] = useState<HotelCompareTooFew | null>(null);
  // The same function for the whole search: the results page's memoised cards take it as a prop.
  const toggle = useCallback((id: string) => update((now) => hotelCompareToggle(now, id)), [update]);
  const compare = () => {
    const checked = hotelCompareCheck(ids);
    if (Result.isFailure(checked)) {
      setRefusal(checked.failure);
      return null;
    }
    if (search === null) return null;
    return buildHotelCompareUrl({ hotelIds: checked.success, search, destinationName, audience: "full" });
  };
  return {
    status: ids.length === 0 ? "empty" : "picking",
    data: { ids, full: hotelCompareFull(ids), maximum: HOTEL_COMPARE_MAXIMUM, refusal },
    error: null,
    actions: {
      toggle,
      clear: () => update(() => []),
      compare,
      dismiss: () => setRefusal(null),
    },
  };
};
