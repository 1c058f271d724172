import type { QueryClient, QueryKey } from "@tanstack/react-query";
import type { PortalWorld } from "../provider/PortalProvider.js";
import { portalQueryClient } from "../query/portalQueryClient.js";
import type { ResultsProduct } from "./resultsProduct.js";

/** The query key of a product's search URL: the engine's, and the first page's prefetch's. */
export const resultsQueryKey = (name: string, scope: string | null, searchUrl: string): QueryKey => [
  "results",
  name,
  scope,
  searchUrl,
];

/** The searches each client's first page was given before it drew (by their keys' JSON). */
const handed = new WeakMap<QueryClient, Set<string>>();

/**
 * Starts the search of the page the portal opens on, before that page's first render (the portal's entry, once the
 * page's module is in): the page's query then finds it in flight or answered, and takes that reply as its run's own,
 * not asking again ({@link takeFirstResults}). For a product answered at once (transfers, activities, circuits,
 * bundles), with the `scope` its page's engine gives the first render (none, or a bundle's currency key); undefined for
 * a URL that does not read as a search. Settles when the search has (never rejects).
 */
export const prefetchFirstResults = <P, R>(
  world: PortalWorld,
  product: ResultsProduct<P, R>,
  url: string,
  scope = "",
): Promise<void> | undefined => {
  const page = product.read(url);
  if (page === null || product.progressive !== undefined) return undefined;
  const searchUrl = product.searchUrl(page);
  const client = portalQueryClient(world);
  const queryKey = resultsQueryKey(product.name, scope, searchUrl);
  const given = handed.get(client) ?? new Set<string>();
  handed.set(client, given.add(JSON.stringify(queryKey)));
  return client.prefetchQuery({ queryKey, queryFn: ({ signal }) => product.fetch(world, searchUrl, signal, "high") });
};

/**
 * Whether the first page's prefetch searched `queryKey` for it. Asked by the first run of a results page: that run
 * ends the hand-off, so a search prefetched for a page never drawn is never taken as a later run's own.
 */
export const takeFirstResults = (client: QueryClient, queryKey: QueryKey): boolean => {
  const given = handed.get(client);
  if (given === undefined) return false;
  handed.delete(client);
  return given.has(JSON.stringify(queryKey));
};
