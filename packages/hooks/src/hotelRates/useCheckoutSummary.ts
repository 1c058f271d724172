import { useQuery } from "@tanstack/react-query";
import { endpoints, type HotelCheckoutSummaryReply } from "@travesia/core";
import { httpStatusOf } from "../query/endpointError.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";

/** What {@link useCheckoutSummary} returns. */
export interface CheckoutSummaryResult {
  /** `notFound`: the rate is unknown or this visitor did not quote it (a 404). */
  readonly status: "loading" | "ready" | "notFound" | "error";
  readonly data: HotelCheckoutSummaryReply | null;
  readonly error: { readonly key: "hotelRates.checkoutNotFound" | "hotelRates.checkoutLoadError" } | null;
  readonly actions: { readonly reload: () => void };
}

/**
 * The quoted rate behind `/checkout/hotel/{tripProductId}`: `GET /api/v1/hotels/checkout/{tripProductId}` (core's
 * `HotelCheckoutSummaryReply`).
 *
 * @example const summary = useCheckoutSummary("H1350769-20270112-3-2x0-2");
 */
export const useCheckoutSummary = (tripProductId: string): CheckoutSummaryResult => {
  const { world, client } = usePortalQuery();
  const query = useQuery(
    {
      queryKey: ["hotelCheckoutSummary", tripProductId],
      queryFn: ({ signal }) => fetchEndpoint(world.api, endpoints.hotelCheckoutSummary, [tripProductId], { signal }),
    },
    client,
  );
  const notFound = query.isError && httpStatusOf(query.error) === 404;
  return {
    status: query.isPending ? "loading" : query.isError ? (notFound ? "notFound" : "error") : "ready",
    data: query.data ?? null,
    error: query.isError ? { key: notFound ? "hotelRates.checkoutNotFound" : "hotelRates.checkoutLoadError" } : null,
    actions: { reload: () => void query.refetch() },
  };
};
