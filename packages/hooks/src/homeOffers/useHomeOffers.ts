import { useQuery } from "@tanstack/react-query";
import { promotionsEndpoint, type RecommendedOffer, recommendedHotelsEndpoint } from "@travesia/core";
import type { HookResult } from "../common/hookResult.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";

/** Offers per list on the home page. */
export const HOME_OFFERS_SHOWN = 4;

/** What {@link useHomeOffers} returns: each list, `null` while loading or after a failure (the list is then left out). */
export type HomeOffersResult = HookResult<
  "loading" | "ready",
  { readonly promotions: readonly RecommendedOffer[] | null; readonly recommended: readonly RecommendedOffer[] | null },
  null
>;

/**
 * The home page's promotions and recommended hotels (spec 000 §7 `GET /api/fake/products/promotions/` and
 * `/api/fake/recommended/hotels/`), four of each (one row on a desktop); each offer carries the `link` to its results.
 *
 * @example const { data } = useHomeOffers(); data.promotions?.map((offer) => offer.link);
 */
export const useHomeOffers = (): HomeOffersResult => {
  const { world, client } = usePortalQuery();
  const promotions = useQuery(
    {
      queryKey: ["homeOffers", "promotions"],
      queryFn: ({ signal }) => fetchEndpoint(world.api, promotionsEndpoint, [], { signal }),
    },
    client,
  );
  const recommended = useQuery(
    {
      queryKey: ["homeOffers", "recommended"],
      queryFn: ({ signal }) => fetchEndpoint(world.api, recommendedHotelsEndpoint, [], { signal }),
    },
    client,
  );
  return {
    status: promotions.isPending || recommended.isPending ? "loading" : "ready",
    data: {
      promotions: promotions.data?.slice(0, HOME_OFFERS_SHOWN) ?? null,
      recommended: recommended.data?.slice(0, HOME_OFFERS_SHOWN) ?? null,
    },
    error: null,
    actions: null,
  };
};
