import {
  keepPreviousData,
  type QueryClient,
  type QueryKey,
  replaceEqualDeep,
  type UseQueryResult,
  useQuery,
} from "@tanstack/react-query";
import { useCallback, useLayoutEffect } from "react";
import type { PortalWorld } from "../provider/PortalProvider.js";
import { usePortalQuery } from "../query/portalQueryClient.js";
import { painted } from "./afterPaint.js";
import { resultsQueryKey } from "./firstResults.js";
import type { ResultsProduct } from "./resultsProduct.js";
import type { ShownPage } from "./shownPage.js";
import { type EarlyStart, type SearchSent, useEarlyStart } from "./useEarlyStart.js";
import type { ProgressiveRun } from "./useProgressiveRun.js";

/** What {@link useResultsQuery} gives the engine. */
interface ResultsQuery<R> {
  readonly query: UseQueryResult<R>;
  readonly keyOf: (searchUrl: string) => QueryKey;
  readonly start: EarlyStart["start"];
  readonly world: PortalWorld;
  readonly client: QueryClient;
}

/**
 * The results engine's search: one TanStack Query per search URL (`key`, in the viewer's `scope`), its reply
 * structurally shared with the one shown before (`self.reply`, even another URL's), a progressive product's run told
 * of each request and reply, the input's early start (`useEarlyStart`), and the request of a new URL sent as its
 * render commits.
 */
export const useResultsQuery = <P, R>(
  product: ResultsProduct<P, R>,
  self: ShownPage<P, R>,
  run: ProgressiveRun,
  at: { readonly key: string; readonly scope: string | null; readonly enabled: boolean },
): ResultsQuery<R> => {
  const { key, scope, enabled } = at;
  const { world, client } = usePortalQuery();
  const { progressive } = product;
  const keyOf = useCallback((url: string): QueryKey => resultsQueryKey(product.name, scope, url), [product, scope]);
  const optionsOf = useCallback(
    (searchUrl: string, sent?: SearchSent) => ({
      queryKey: keyOf(searchUrl),
      queryFn: async ({ signal }: { readonly signal: AbortSignal }): Promise<R> => {
        if (sent === "afterPaint") await painted(world.clock);
        run.send(searchUrl, { _tag: "pollSent", now: world.clock.now() });
        const reply = await product.fetch(world, searchUrl, signal, sent === "now" ? "high" : undefined);
        const said = progressive?.progress(reply);
        if (said !== undefined) run.send(searchUrl, { _tag: "reply", now: world.clock.now(), ...said });
        return reply;
      },
      // Shared with the reply shown before, even of another URL: what is equal keeps its identity (a panel's options).
      structuralSharing: (old: unknown, next: unknown) => replaceEqualDeep(old ?? self.reply, next),
    }),
    [keyOf, progressive, run.send, world, product, self],
  );
  const { staleTime, start } = useEarlyStart(client, key, keyOf, optionsOf, run.begin);
  const placeholderData = product.keepsPreviousReply === false ? undefined : keepPreviousData;
  const query = useQuery({ ...optionsOf(key), enabled, placeholderData, staleTime }, client);
  // A new URL's request leaves as its render commits, before the paint (the observer's would leave after that frame).
  useLayoutEffect(() => {
    if (enabled) void client.prefetchQuery({ ...optionsOf(key), staleTime });
  }, [enabled, client, optionsOf, key, staleTime]);
  return { query, keyOf, start, world, client };
};
