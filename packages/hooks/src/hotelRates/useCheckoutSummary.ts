import { useQuery } from "@tanstack/react-query";
import { type CheckoutProduct, type HotelCheckoutSummaryReply, hotelCheckoutSummaryEndpoint } from "@travesia/core";
import { httpStatusOf } from "../query/endpointError.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";

/** The not-found text of each product: the quoted rate, or the quoted house stay, no longer exists. */
const NOT_FOUND = { hotel: "hotelRates.checkoutNotFound", house: "houseCheckout.notFound" } as const;

/** What {@link useCheckoutSummary} returns. */
export interface CheckoutSummaryResult {
  /** `notFound`: the rate (or house stay) is unknown or this visitor did not quote it (a 404). */
  readonly status: "loading" | "ready" | "notFound" | "error";
  readonly data: HotelCheckoutSummaryReply | null;
  readonly error: {
    readonly key: (typeof NOT_FOUND)[CheckoutProduct] | "hotelRates.checkoutLoadError";
  } | null;
  readonly actions: { readonly reload: () => void };
}

/**
 * What was quoted behind `/checkout/{hotel|house}/{tripProductId}`: `GET /api/v1/hotels/checkout/{tripProductId}`
 * (core's `HotelCheckoutSummaryReply`, which carries a hotel rate or a house stay).
 *
 * @example const summary = useCheckoutSummary("V1000001-20270112-7-2", "house");
 */
export const useCheckoutSummary = (
  tripProductId: string,
  product: CheckoutProduct = "hotel",
): CheckoutSummaryResult => {
  const { world, client } = usePortalQuery();
  const query = useQuery(
    {
      queryKey: ["hotelCheckoutSummary", tripProductId],
      queryFn: ({ signal }) => fetchEndpoint(world.api, hotelCheckoutSummaryEndpoint, [tripProductId], { signal }),
    },
    client,
  );
  const notFound = query.isError && httpStatusOf(query.error) === 404;
  return {
    status: query.isPending ? "loading" : query.isError ? (notFound ? "notFound" : "error") : "ready",
    data: query.data ?? null,
    error: query.isError ? { key: notFound ? NOT_FOUND[product] : "hotelRates.checkoutLoadError" } : null,
    actions: { reload: () => void query.refetch() },
  };
};
