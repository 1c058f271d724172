import { useQuery } from "@tanstack/react-query";
import {
  type HotelCluster,
  hotelOffersEndpoint,
  hotelSearchClusters,
  type ProgressiveSearchEvent,
  type ProgressiveSearchState,
  RECOMMENDED_OFFERS_DELAY_MS,
} from "@travesia/core";
import { useEffect, useState } from "react";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";

/** What the offers widget needs: the search's machine, the URLs, and whether the portal shows the widget. */
export interface RecommendedOffersInput {
  readonly key: string;
  readonly searchId: string;
  readonly state: ProgressiveSearchState;
  readonly send: (key: string, event: ProgressiveSearchEvent) => void;
  readonly enabled: boolean;
}

/**
 * Recommended offers (`POST /api/v1/hotels/offers` with offers=true, refundable=0, sorting=bestvalue): requested
 * once per search, when it completes and no sooner than 500 ms after its start, never for a filter change (spec 001
 * §4, §9; core's machine records the request). The offers are kept by search, so filtering keeps them shown.
 */
export const useRecommendedOffers = ({
  key,
  searchId,
  state,
  send,
  enabled,
}: RecommendedOffersInput): readonly HotelCluster[] => {
  const { world, client } = usePortalQuery();
  const { clock } = world;
  const [requested, setRequested] = useState<string | null>(null);
  const due = enabled && state._tag === "complete" && !state.filtering && !state.recommendedOffersRequested;
  const startedAt = state._tag === "complete" ? state.startedAt : 0;
  useEffect(() => {
    if (!due) return;
    const wait = Math.max(0, startedAt + RECOMMENDED_OFFERS_DELAY_MS - clock.now());
    const handle = clock.setTimeout(() => {
      send(key, { _tag: "recommendedOffersRequested" });
      setRequested(searchId);
    }, wait);
    return () => clock.clearTimeout(handle);
  }, [due, startedAt, clock, send, key, searchId]);
  const offers = useQuery(
    {
      queryKey: ["hotelOffers", searchId],
      queryFn: ({ signal }) =>
        fetchEndpoint(world.api, hotelOffersEndpoint, [], {
          body: { url: searchId, offers: true, refundable: 0, sorting: "bestvalue" },
          signal,
        }),
      enabled: requested === searchId,
      staleTime: Number.POSITIVE_INFINITY,
    },
    client,
  );
  return offers.data === undefined ? [] : hotelSearchClusters(offers.data);
};
