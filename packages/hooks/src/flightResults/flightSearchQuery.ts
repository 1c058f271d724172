import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { endpoints, type FlightSearchReply } from "@travesia/core";
import { useCallback } from "react";
import type { PortalWorld } from "../provider/PortalProvider.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";

/** The search call of one results URL for one kind of user: what the page observes and what a click starts early. */
const flightSearchOptions = (world: PortalWorld, url: string | null, viewer: string) =>
  queryOptions({
    queryKey: ["flightSearch", viewer, url],
    queryFn: ({ signal }) => fetchEndpoint(world.api, endpoints.flightSearch, [], { body: { url: url ?? "" }, signal }),
    enabled: url !== null,
  });

/** What the results page reads from the search call while it runs. */
export interface FlightSearchQueryState {
  readonly reply: FlightSearchReply | undefined;
  readonly failed: boolean;
  /** A reply for this very URL is on its way (a previous one may be shown meanwhile). */
  readonly fetching: boolean;
  /** The reply shown belongs to an older URL (kept while the new one loads, so the page does not jump). */
  readonly stale: boolean;
  readonly retry: () => void;
}

/**
 * `POST /api/v1/flights/search` with `{url}` (spec 002 §7) through TanStack Query: one query per URL and user kind,
 * so a newer URL leaves the older query unobserved, which aborts its request, and a late reply lands under its own
 * key, never in the newer one. The previous reply stays shown while the next one loads.
 */
export const useFlightSearchQuery = (url: string | null, viewer: string): FlightSearchQueryState => {
  const { world, client } = usePortalQuery();
  const query = useQuery({ ...flightSearchOptions(world, url, viewer), placeholderData: keepPreviousData }, client);
  return {
    reply: query.data,
    failed: query.isError || query.data?.done === false,
    fetching: query.isFetching,
    stale: query.isPlaceholderData,
    retry: () => void query.refetch(),
  };
};

/**
 * Starts the search of a URL the page is about to show, before the router and React draw it: a filter or sort click
 * sends its request at once instead of after the page's next render, and the page's query finds it in flight (same
 * key). A newer start cancels the older ones nobody observes yet, as a newer URL's query aborts the older one's.
 */
export const usePrefetchFlightSearch = (viewer: string): ((url: string) => void) => {
  const { world, client } = usePortalQuery();
  return useCallback(
    (url: string) => {
      void client.cancelQueries({
        queryKey: ["flightSearch", viewer],
        predicate: (query) => query.getObserversCount() === 0 && query.queryKey[2] !== url,
      });
      void client.prefetchQuery(flightSearchOptions(world, url, viewer));
    },
    [client, world, viewer],
  );
};

/** The flights configuration's switch for the segment-type (transport) filter (spec 002 §2: "shows only when a flag enables it"). */
export const useSegmentTypesFilter = (): boolean => {
  const { world, client } = usePortalQuery();
  const params = useQuery(
    {
      queryKey: ["flightParams"],
      queryFn: ({ signal }) => fetchEndpoint(world.api, endpoints.flightParams, [], { signal }),
    },
    client,
  );
  return params.data?.config?.showSegmentsTypesFilter === true;
};
