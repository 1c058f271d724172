import { isCancelledError, type QueryClient, type QueryKey } from "@tanstack/react-query";

/** How a {@link refetchLatest} ended: its value, its failure, or superseded by a newer fetch of the same key. */
export type LatestFetch<T> =
  | { readonly _tag: "Fetched"; readonly value: T }
  | { readonly _tag: "Failed"; readonly error: unknown }
  | { readonly _tag: "Superseded" };

/**
 * Fetches a query now for a load whose result lives in a provider store (user, configuration, counters): a fetch
 * of the same key still in flight is cancelled first (its signal aborts and its caller gets `Superseded`), so an
 * older reply can never land after a newer one. No component owns the fetch, so no unmount (React StrictMode's
 * simulated one included) cancels it and strands the store in `loading`.
 *
 * @example
 * const outcome = await refetchLatest(client, ["user"], (signal) => fetchEndpoint(api, userEndpoint, [], { signal }));
 * if (outcome._tag === "Superseded") return; // a newer load owns the store
 */
export const refetchLatest = async <T>(
  client: QueryClient,
  queryKey: QueryKey,
  queryFn: (signal: AbortSignal) => Promise<T>,
): Promise<LatestFetch<T>> => {
  if (client.isFetching({ queryKey, exact: true }) > 0) {
    await client.cancelQueries({ queryKey, exact: true }, { revert: false });
  }
  try {
    const value = await client.fetchQuery({ queryKey, queryFn: ({ signal }) => queryFn(signal), staleTime: 0 });
    return { _tag: "Fetched", value };
  } catch (error) {
    return isCancelledError(error) ? { _tag: "Superseded" } : { _tag: "Failed", error };
  }
};
