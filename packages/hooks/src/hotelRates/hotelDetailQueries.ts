import {
  buildHotelResultsUrl,
  type HotelDetailLocation,
  hotelCatalogEndpoint,
  hotelSearchClusters,
  hotelSearchEndpoint,
} from "@travesia/core";
import type { PortalWorld } from "../provider/PortalProvider.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { portalQueryClient } from "../query/portalQueryClient.js";

/**
 * How long a detail page's replies count as fresh: a page that mounts within it (its first render, after
 * {@link prefetchHotelDetail} asked; back from a rate's checkout) shows them without asking again. Its `reload` asks
 * whatever their age.
 */
export const HOTEL_DETAIL_FRESH_MS = 30_000;

/** The detail page's two calls as TanStack Query options: the catalogue's and the search narrowed to the hotel. */
export const hotelDetailQueries = (world: Pick<PortalWorld, "api">, location: HotelDetailLocation) => {
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
 * show; the promise settles when both have (it never rejects).
 *
 * @example prefetchHotelDetail(world, location); // location from core's hotelDetailLocation
 */
export const prefetchHotelDetail = (
  world: Pick<PortalWorld, "api" | "stores">,
  location: HotelDetailLocation,
): Promise<unknown> => {
  const client = portalQueryClient(world);
  const { catalog, search } = hotelDetailQueries(world, location);
  return Promise.all([client.prefetchQuery(catalog), client.prefetchQuery(search)]);
};
