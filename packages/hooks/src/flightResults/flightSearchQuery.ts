import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { type FlightSearchReply, flightParamsEndpoint, flightSearchEndpoint } from "@travesia/core";
import { useCallback, useEffect, useRef } from "react";
import type { PortalWorld } from "../provider/PortalProvider.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";

/** The search call of one results URL for one kind of user: what the page observes and what a click starts early. */
const flightSearchOptions = (world: PortalWorld, url: string | null, viewer: string | null) =>
  queryOptions({
    queryKey: ["flightSearch", viewer, url],
    queryFn: ({ signal }) => fetchEndpoint(world.api, flightSearchEndpoint, [], { body: { url: url ?? "" }, signal }),
    enabled: url !== null && viewer !== null,
    // Each URL has its own key: a click's reply has no earlier data of its own to share with (only a retry or a revisit
    // has), so structural sharing would walk the whole new reply (10 solutions, ~70 KB) on each click for nothing
    // (~13 ms of main thread at 4x CPU slowdown). The page keeps the panel's options by value, not by identity.
    structuralSharing: false,
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
  /**
   * Sends the search of a URL the page is about to show, before the router and React draw it: a filter or sort click
   * sends its request at once instead of after the page's next render. The page's query for that URL then takes
   * this request, in flight or answered, as its own (no second request). A newer start cancels the older ones nobody
   * observes yet, as a newer URL's query aborts the older one's.
   */
  readonly start: (url: string) => void;
}

/**
 * `POST /api/v1/flights/search` with `{url}` (spec 002 §7) through TanStack Query: one query per URL and user kind,
 * so a newer URL leaves the older query unobserved, which aborts its request, and a late reply lands under its own
 * key, never in the newer one. The previous reply stays shown while the next one loads. No search goes out while
 * `viewer` is `null` (not known yet).
 */
export const useFlightSearchQuery = (url: string | null, viewer: string | null): FlightSearchQueryState => {
  const { world, client } = usePortalQuery();
  // The URL a click started (`start`): its reply is fresh for the page that shows it, even if it came back before the
  // page drew that URL (otherwise the query, finding it stale, would send the same search again). It stays fresh while
  // the page shows that URL (the page draws again meanwhile, e.g. when a transition's shown filters give way to the
  // URL's), and is forgotten once another URL is shown, so a later visit (back, forward) searches again, as any other.
  const started = useRef<string | null>(null);
  const shown = useRef<string | null>(null);
  const fresh = url !== null && (url === started.current || url === shown.current);
  const query = useQuery(
    {
      ...flightSearchOptions(world, url, viewer),
      placeholderData: keepPreviousData,
      ...(fresh ? { staleTime: Number.POSITIVE_INFINITY } : {}),
    },
    client,
  );
  useEffect(() => {
    shown.current = url === started.current ? url : null;
    if (url === started.current) started.current = null;
  }, [url]);
  const start = useCallback(
    (next: string) => {
      if (viewer === null) return;
      started.current = next;
      void client.cancelQueries({
        queryKey: ["flightSearch", viewer],
        predicate: (candidate) => candidate.getObserversCount() === 0 && candidate.queryKey[2] !== next,
      });
      void client.prefetchQuery(flightSearchOptions(world, next, viewer));
    },
    [client, world, viewer],
  );
  return {
    reply: query.data,
    failed: query.isError || query.data?.done === false,
    fetching: query.isFetching,
    stale: query.isPlaceholderData,
    retry: () => void query.refetch(),
    start,
  };
};

/** The flights configuration's switch for the segment-type (transport) filter (spec 002 §2: "shows only when a flag enables it"). */
export const useSegmentTypesFilter = (): boolean => {
  const { world, client } = usePortalQuery();
  const params = useQuery(
    {
      queryKey: ["flightParams"],
      queryFn: ({ signal }) => fetchEndpoint(world.api, flightParamsEndpoint, [], { signal }),
    },
    client,
  );
  return params.data?.config?.showSegmentsTypesFilter === true;
};
