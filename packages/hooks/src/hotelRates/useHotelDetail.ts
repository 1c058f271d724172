import { useQuery } from "@tanstack/react-query";
import type { HotelCluster, HotelDetail, HotelDetailLocation, HotelSearchReply } from "@travesia/core";
import { useCallback, useMemo } from "react";
import { usePortalQuery } from "../query/portalQueryClient.js";
import { hotelDetailQueries } from "./hotelDetailQueries.js";

export { HOTEL_DETAIL_FRESH_MS, prefetchHotelDetail } from "./hotelDetailQueries.js";

/** What {@link useHotelDetail} returns. */
export interface HotelDetailResult {
  readonly status: "loading" | "ready" | "error";
  readonly data: {
    /** `GET /api/v1/hotels/catalog/{id}`'s detail: descriptions (HTML, sanitised by the view), amenities, images. */
    readonly detail: HotelDetail | null;
    /** The hotel as the search answers it for the stay (name, stars, address, rates); null when it has no availability. */
    readonly hotel: HotelCluster | null;
    /** The hotel's name as the search lists it, also when it comes disabled (no availability); null until known. */
    readonly name: string | null;
    /** The search reply: currency, taxes and feature flags for the rooms tab (core's `hotelRatesSettings`). */
    readonly reply: HotelSearchReply | null;
  };
  /** Spec 001 §8 "Detail load failure": 'Lo sentimos. Tu solicitud no se ha podido completar en este momento.' */
  readonly error: { readonly key: "hotel.detailError" } | null;
  readonly actions: { readonly reload: () => void };
}

/**
 * A hotel detail page (spec 001 §2, §7): the catalogue call for its description, amenities and gallery, and the
 * search narrowed to the hotel (`externalHotelReference`) for its name, stars, address and rates.
 *
 * @example const page = useHotelDetail(location); // location from core's hotelDetailLocation
 */
export const useHotelDetail = (location: HotelDetailLocation): HotelDetailResult => {
  const { world, client } = usePortalQuery();
  const queries = hotelDetailQueries(world, location);
  const catalog = useQuery(queries.catalog, client);
  const search = useQuery(queries.search, client);
  const failed = catalog.isError || search.isError || (catalog.data !== undefined && catalog.data.done === false);
  // The same data and verb while the replies stay the same: the page memoises what it draws on them.
  const detail = catalog.data?.detail ?? null;
  const found = search.data;
  const data = useMemo(
    () => ({ detail, hotel: found?.hotel ?? null, name: found?.name ?? null, reply: found?.reply ?? null }),
    [detail, found],
  );
  const { refetch: refetchCatalog } = catalog;
  const { refetch: refetchSearch } = search;
  const reload = useCallback(() => {
    void refetchCatalog();
    void refetchSearch();
  }, [refetchCatalog, refetchSearch]);
  return {
    status: failed ? "error" : catalog.isPending || search.isPending ? "loading" : "ready",
    data,
    error: failed ? { key: "hotel.detailError" } : null,
    actions: { reload },
  };
};
