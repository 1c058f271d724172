import type { QueryClient } from "@tanstack/react-query";
import { hotelPoliticsEndpoint } from "@travesia/core";
import type { PortalWorld } from "../provider/PortalProvider.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";

/** The date format the politics call is asked to write its dates in (`{momentFormat}`, spec 001 §7). */
export const POLICY_MOMENT_FORMAT = "DD/MM/YYYY";

const POLICY_FRESH_MS = 5 * 60_000;

/** The politics call as one query (key, call, 5 minutes fresh): what an opening asks and what a prefetch warms. */
export const ratePolicyQuery = (world: Pick<PortalWorld, "api">, tripProductId: string) => ({
  queryKey: ["hotelPolicy", tripProductId],
  queryFn: ({ signal }: { readonly signal: AbortSignal }) =>
    // A person is about to open the panel (pointer on its button) or has opened it: the call leaves at once.
    fetchEndpoint(world.api, hotelPoliticsEndpoint, [tripProductId, POLICY_MOMENT_FORMAT], {
      signal,
      priority: "high",
    }),
  staleTime: POLICY_FRESH_MS,
});

/** What the politics call answers. */
export type PoliticsReply = Awaited<ReturnType<ReturnType<typeof ratePolicyQuery>["queryFn"]>>;

/** The fresh reply the query cache already holds (an earlier opening, or a prefetch that has answered), if any. */
export const cachedReply = (
  world: Pick<PortalWorld, "api">,
  client: QueryClient,
  tripProductId: string,
): PoliticsReply | undefined => {
  const query = client
    .getQueryCache()
    .find<PoliticsReply>({ queryKey: ratePolicyQuery(world, tripProductId).queryKey });
  return query?.state.data !== undefined && !query.isStaleByTime(POLICY_FRESH_MS) ? query.state.data : undefined;
};

/** The politics reply through the query client (one call for concurrent asks), or undefined when it failed. */
export const fetchRatePolicy = (
  world: Pick<PortalWorld, "api">,
  client: QueryClient,
  tripProductId: string,
): Promise<PoliticsReply | undefined> =>
  client.fetchQuery(ratePolicyQuery(world, tripProductId)).catch(() => undefined);
