import {
  buildHotelCompareUrl,
  buildHotelResultsUrl,
  HOTEL_COMPARE_MAXIMUM,
  type HotelSearchState,
  hotelCompareCheck,
  hotelCompareFull,
  hotelCompareToggle,
  TOAST_DURATIONS_MS,
} from "@travesia/core";
import { Result } from "effect";
import { useState } from "react";
import type { HookResult } from "../common/hookResult.js";
import { usePortalWorld } from "../provider/PortalProvider.js";
import { pushToast } from "../toasts/toastQueue.js";

/** What {@link useHotelCompareSelection} returns. */
export type HotelCompareSelectionResult = HookResult<
  "empty" | "picking",
  {
    /** Hotels picked, in the order picked. */
    readonly ids: readonly string[];
    /** No further hotel can be picked (core's `HOTEL_COMPARE_MAXIMUM`). */
    readonly full: boolean;
    readonly maximum: number;
  },
  {
    readonly toggle: (hotelDetailId: string) => void;
    readonly clear: () => void;
    /** The comparison page's URL, or null after queuing the 'Comparador' info (fewer than 2 hotels). */
    readonly compare: () => string | null;
  }
>;

/**
 * The hotels picked on a results page for the comparison (spec 001 §4 "Comparison list toggles per hotel; compare
 * needs at least 2"): core's `hotelCompareToggle` (at most 4) and `hotelCompareCheck`, whose refusal is queued as an
 * info toast ('Por favor seleccione al menos 2 hoteles para poder comparar', title 'Comparador'). The pick survives
 * filters, sorts and pages of the same search, and starts over for another search.
 */
export const useHotelCompareSelection = (
  search: HotelSearchState | null,
  destinationName: string | null,
): HotelCompareSelectionResult => {
  const world = usePortalWorld();
  const searchKey = search === null ? "" : buildHotelResultsUrl(search.route);
  const [picked, setPicked] = useState<{ key: string; ids: readonly string[] }>({ key: searchKey, ids: [] });
  const ids = picked.key === searchKey ? picked.ids : [];
  const toggle = (id: string) => setPicked({ key: searchKey, ids: hotelCompareToggle(ids, id) });
  const compare = () => {
    const checked = hotelCompareCheck(ids);
    if (Result.isFailure(checked) || search === null) {
      pushToast(world, {
        level: "info",
        key: "hotel.compareMinimum",
        titleKey: "hotel.compareTitle",
        durationMs: TOAST_DURATIONS_MS.warningHotelResults,
      });
      return null;
    }
    return buildHotelCompareUrl({ hotelIds: checked.success, search, destinationName, audience: "full" });
  };
  return {
    status: ids.length === 0 ? "empty" : "picking",
    data: { ids, full: hotelCompareFull(ids), maximum: HOTEL_COMPARE_MAXIMUM },
    error: null,
    actions: { toggle, clear: () => setPicked({ key: searchKey, ids: [] }), compare },
  };
};
