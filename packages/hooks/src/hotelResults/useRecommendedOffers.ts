import { useQuery } from "@tanstack/react-query";
import {
  type HotelCluster,
  hotelOffersEndpoint,
  hotelSearchClusters,
  type ProgressiveSearchState,
  progressiveSearchRecommendedOffersDue,
  RECOMMENDED_OFFERS_DELAY_MS,
} from "@travesia/core";
import { useEffect, useState } from "react";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";

const NO_OFFERS: readonly HotelCluster[] = [];

/**
 * Recommended offers (`POST /api/v1/hotels/offers` with offers=true, refundable=0, sorting=bestvalue): requested when
 * core's `progressiveSearchRecommendedOffersDue` says so (once per search, on completion, no sooner than 500 ms after
 * its start, never for a filter change: spec 001 §4, §9); `record` tells the machine. Kept by search, so filtering
 * keeps them shown.
 */
export const useRecommendedOffers = (
  searchId: string,
  state: ProgressiveSearchState,
  record: (event: { readonly _tag: "recommendedOffersRequested" }) => void,
  enabled: boolean,
): readonly HotelCluster[] => {
  const { world, client } = usePortalQuery();
  const { clock } = world;
  const [requested, setRequested] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled || state._tag !== "complete") return;
    const ask = () => {
      if (!progressiveSearchRecommendedOffersDue(state, clock.now())) return;
      record({ _tag: "recommendedOffersRequested" });
      setRequested(searchId);
    };
    const handle = clock.setTimeout(ask, Math.max(0, state.startedAt + RECOMMENDED_OFFERS_DELAY_MS - clock.now()));
    return () => clock.clearTimeout(handle);
  }, [enabled, state, clock, record, searchId]);
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
      select: hotelSearchClusters,
    },
    client,
  );
  return offers.data ?? NO_OFFERS;
};
