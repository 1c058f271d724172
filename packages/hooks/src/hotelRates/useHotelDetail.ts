import { useQuery } from "@tanstack/react-query";
import {
  buildHotelResultsUrl,
  type HotelCluster,
  type HotelDetail,
  type HotelDetailLocation,
  type HotelSearchReply,
  hotelCatalogEndpoint,
  hotelSearchClusters,
  hotelSearchEndpoint,
} from "@travesia/core";
import type { PortalWorld } from "../provider/PortalProvider.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { portalQueryClient, usePortalQuery } from "../query/portalQueryClient.js";

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
 * How long a detail page's replies count as fresh: a page that mounts within it (its first render, after
 * {@link prefetchHotelDetail} asked; back from a rate's checkout) shows them without asking again. Its `reload` asks
 * whatever their age.
 */
export const HOTEL_DETAIL_FRESH_MS = 30_000;

/** The detail page's two calls as TanStack Query options: the catalogue's and the search narrowed to the hotel. */
const hotelDetailQueries = (world: Pick<PortalWorld, "api">, location: HotelDetailLocation) => {
  const { id } = location.detail;
  const url = buildHotelResultsUrl(location.search.route);
  return {
    catalog: {
      queryKey: ["hotelCatalog", id],
      queryFn: ({ signal }: { readonly signal: AbortSignal }) =>
        fetchEndpoint(world.api, hotelCatalogEndpoint, [id], { signal }),
      staleTime: HOTEL_DETAIL_FRESH_MS,
    },
    search: {
      queryKey: ["hotelDetailSearch", url],
      queryFn: async ({ signal }: { readonly signal: AbortSignal }) => {
        const reply = await fetchEndpoint(world.api, hotelSearchEndpoint, [], { body: { url }, signal });
        const listed = hotelSearchClusters(reply).find((cluster) => cluster.hotelDetailId === id);
        return {
          hotel: listed === undefined || listed.disabled === true ? null : listed,
          name: listed?.name ?? null,
          reply,
        };
      },
      staleTime: HOTEL_DETAIL_FRESH_MS,
    },
  };
};

/**
 * Starts a detail page's calls before the page is drawn (the portal's entry, once it knows the first page is a hotel
 * detail): the page's render then finds them in flight, or answered, and shares them. A failure stays for the page to
 * show.
 *
 * @example prefetchHotelDetail(world, location); // location from core's hotelDetailLocation
 */
export const prefetchHotelDetail = (world: Pick<PortalWorld, "api" | "stores">, location: HotelDetailLocation) => {
  const client = portalQueryClient(world);
  const { catalog, search } = hotelDetailQueries(world, location);
  void client.prefetchQuery(catalog);
  void client.prefetchQuery(search);
};

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
  return {
    status: failed ? "error" : catalog.isPending || search.isPending ? "loading" : "ready",
    data: {
      detail: catalog.data?.detail ?? null,
      hotel: search.data?.hotel ?? null,
      name: search.data?.name ?? null,
      reply: search.data?.reply ?? null,
    },
    error: failed ? { key: "hotel.detailError" } : null,
    actions: {
      reload: () => {
        void catalog.refetch();
        void search.refetch();
      },
    },
  };
};
