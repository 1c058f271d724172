import {
  completePoiEndpoint,
  HOTEL_POI_SEARCH_DISTANCE_M,
  type HotelPoiGeo,
  type PointOfInterest,
} from "@travesia/core";
import { useCallback } from "react";
import { hookMessageKeys } from "../common/hookMessageKeys.js";
import type { HookResult } from "../common/hookResult.js";
import { type LookupStatus, useDebouncedLookup } from "../internal/useDebouncedLookup.js";
import { usePortalWorld } from "../provider/PortalProvider.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";

/** What {@link useHotelPoiSearch} returns. `idle`: nothing typed yet. */
export type HotelPoiSearchResult = HookResult<
  Exclude<LookupStatus, "initial"> | "idle",
  { readonly term: string; readonly options: readonly PointOfInterest[] },
  { readonly setTerm: (term: string) => void }
>;

/**
 * The hotel results' point-of-interest search (spec 001 §2 "point of interest (only with a geo reference; address or
 * postcode search …)"): from 3 characters, 750 ms after the last keystroke (core's `poi` autocomplete context), it
 * asks `GET /api/complete/poi/{term}/{lat}/{lng}/50000` around `center` (spec 001 §7 "POI by geo with distance
 * 50000"). A newer term aborts the older query and a late reply never replaces newer options. Failure:
 * `select.loadError`; no rows: status `empty`.
 *
 * @example
 * const poi = useHotelPoiSearch({ latitude: -34.6, longitude: -58.38 });
 * <input value={poi.data.term} onChange={(e) => poi.actions.setTerm(e.target.value)} />
 */
export const useHotelPoiSearch = (center: HotelPoiGeo): HotelPoiSearchResult => {
  const { api } = usePortalWorld();
  const { latitude, longitude } = center;
  const search = useCallback(
    (term: string, signal: AbortSignal) =>
      fetchEndpoint(api, completePoiEndpoint, [term, latitude, longitude, HOTEL_POI_SEARCH_DISTANCE_M], { signal }),
    [api, latitude, longitude],
  );
  const box = useDebouncedLookup<PointOfInterest>({
    context: "poi",
    queryKey: ["hotelPoi", latitude, longitude],
    search,
  });
  return {
    status: box.status === "initial" ? "idle" : box.status,
    data: { term: box.term, options: box.options },
    error: box.status === "error" ? { key: hookMessageKeys.locationError } : null,
    actions: { setTerm: box.setTerm },
  };
};
