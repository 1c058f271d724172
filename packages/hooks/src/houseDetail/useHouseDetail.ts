import { useQuery } from "@tanstack/react-query";
import {
  type HotelCluster,
  type HouseDetailLocation,
  type HouseSearchReply,
  hotelSearchClusters,
  houseSearchEndpoint,
} from "@travesia/core";
import { HOTEL_DETAIL_FRESH_MS } from "../hotelRates/useHotelDetail.js";
import type { PortalWorld } from "../provider/PortalProvider.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { portalQueryClient, usePortalQuery } from "../query/portalQueryClient.js";

/** What {@link useHouseDetail} returns. */
export interface HouseDetailResult {
  readonly status: "loading" | "ready" | "error";
  readonly data: {
    /** The house as the search answers it for the stay (name, address, detail, its one rate); null when not offered. */
    readonly house: HotelCluster | null;
    /** The search reply: currency, taxes and flags for the price and the buttons. */
    readonly reply: HouseSearchReply | null;
  };
  /** Spec 001 §8 "Detail load failure": 'Lo sentimos. Tu solicitud no se ha podido completar en este momento.' */
  readonly error: { readonly key: "hotel.detailError" } | null;
  readonly actions: { readonly reload: () => void };
}

/** The house detail page's call as TanStack Query options: the search narrowed to the house. */
const houseDetailQuery = (world: Pick<PortalWorld, "api">, location: HouseDetailLocation) => {
  const { id } = location.detail;
  const url = location.searchUrl;
  return {
    queryKey: ["houseDetail", url],
    queryFn: async ({ signal }: { readonly signal: AbortSignal }) => {
      const reply = await fetchEndpoint(world.api, houseSearchEndpoint, [], { body: { url }, signal });
      const house = hotelSearchClusters(reply).find((cluster) => cluster.hotelDetailId === id);
      return { house: house ?? null, reply };
    },
    // As the hotel detail page's: a page mounted within it (its first render, after the prefetch) asks no second time.
    staleTime: HOTEL_DETAIL_FRESH_MS,
  };
};

/**
 * Starts the house detail page's call before the page is drawn (the portal's entry, once it knows the first page is a
 * house detail): the page's render then finds it in flight, or answered, and shares it. Resolves once it has
 * settled (never rejects: a failure stays for the page to show).
 *
 * @example prefetchHouseDetail(world, location); // location from core's houseDetailLocation
 */
export const prefetchHouseDetail = (
  world: Pick<PortalWorld, "api" | "stores">,
  location: HouseDetailLocation,
): Promise<void> => portalQueryClient(world).prefetchQuery(houseDetailQuery(world, location));

/**
 * A house detail page (spec 001 §2 "House detail"): `POST /api/v1/houses/search` narrowed to the house (core's
 * `houseDetailLocation` builds the URL), which carries its description, amenities, images and its rate for the stay.
 *
 * @example const page = useHouseDetail(location); // location from core's houseDetailLocation
 */
export const useHouseDetail = (location: HouseDetailLocation): HouseDetailResult => {
  const { world, client } = usePortalQuery();
  const search = useQuery(houseDetailQuery(world, location), client);
  return {
    status: search.isError ? "error" : search.isPending ? "loading" : "ready",
    data: { house: search.data?.house ?? null, reply: search.data?.reply ?? null },
    error: search.isError ? { key: "hotel.detailError" } : null,
    actions: { reload: () => void search.refetch() },
  };
};
