import type { FetchQueryOptions, QueryClient, QueryKey } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { takeFirstResults } from "./firstResults.js";

interface Marks {
  /** The search an input started, and its request, settled once its reply is in the cache (or it failed). */
  started: { readonly key: string; readonly replied: Promise<void> } | null;
  /** The URL shown that an input started: it stays fresh while shown, though the page draws again meanwhile. */
  shown: string | null;
  /** The URL shown and its query's reply count when the page began showing it: a later reply is this run's own. */
  run: { readonly key: string; readonly replies: number } | null;
}

type Freshness = (query: { readonly state: { readonly dataUpdateCount: number } }) => number;

/**
 * When an input's search leaves: `now`, in the input's own task with priority "high" (the person waits on its reply);
 * `afterPaint`, once the input's frame is painted (the page answered it from what it held: the reply only checks).
 */
export type SearchSent = "now" | "afterPaint";

/** The early start of the next URL's search, and the freshness that lets the page's query take its reply. */
export interface EarlyStart {
  /**
   * The page query's `staleTime`: an input's reply is fresh for the page that shows its URL, and so is the reply the
   * page's run got; else every run fetches.
   */
  readonly staleTime: Freshness;
  /**
   * Sends the search of a URL the page is about to show, before the router and React draw it (at once, with priority
   * "high": not in a task after the input's render), or, `afterPaint` when the page answered the input from what it
   * held, after the input's paint (the browser's `fetch()` cost the click's task about 8 ms at CPU 4×): its query is
   * in flight from now either way, so the page's query for that URL (the same key) takes this request, in flight or
   * answered, as its own. A newer start aborts an older one the page never showed. Settles once that search's reply is
   * in the cache, or it failed (at once for the URL shown).
   */
  readonly start: (searchUrl: string, sent?: SearchSent) => Promise<void>;
}

/**
 * The one early start of results searches (hotel, house, flight, …): `keyOf` names a search URL's query, `optionsOf`
 * builds it, `begin` tells the product's machine (if any) that the run of that URL began. `key` is the URL shown.
 * Call it after the page's `useQuery`: the mark of an input's search is dropped once the query has taken its key.
 */
export const useEarlyStart = (
  client: QueryClient,
  key: string,
  keyOf: (searchUrl: string) => QueryKey,
  optionsOf: (searchUrl: string, sent?: SearchSent) => FetchQueryOptions,
  begin: (searchUrl: string) => void,
): EarlyStart => {
  const [marks] = useState<Marks>(() => ({ started: null, shown: null, run: null }));
  // Noted as the URL is first drawn, before its request leaves (the page's layout effect): a reply that came in this
  // run, even before the page's observer subscribed (an early call's reply, taken at once: `earlyCalls`), is fresh
  // for it, and the observer does not ask a second time.
  // A reply the portal's entry got for the first page before it drew (`prefetchFirstResults`) is this run's too.
  if (marks.run?.key !== key) {
    const replies = client.getQueryState(keyOf(key))?.dataUpdateCount ?? 0;
    marks.run = { key, replies: takeFirstResults(client, keyOf(key)) ? Math.max(0, replies - 1) : replies };
  }
  useEffect(() => {
    marks.shown = marks.started?.key === key ? key : null;
    if (marks.started?.key === key) marks.started = null;
  }, [marks, key]);
  // A search an input started is fresh from the render that shows it: its request is in flight or answered (`start`
  // always sends one), as it is after the effect above marks it shown. Stale in that render and fresh after its effect,
  // the query's result changed between the two, and TanStack's store drew the page a second time in the click's task.
  const staleTime = useCallback<Freshness>(
    (query) =>
      marks.started?.key === key ||
      marks.shown === key ||
      (marks.run?.key === key && query.state.dataUpdateCount > marks.run.replies)
        ? Number.POSITIVE_INFINITY
        : 0,
    [marks, key],
  );
  const start = useCallback(
    (next: string, sent: SearchSent = "now") => {
      const previous = marks.started?.key;
      if (next === key) return Promise.resolve();
      if (next === previous && marks.started !== null) return marks.started.replied;
      if (previous !== undefined && previous !== key)
        void client.cancelQueries({ queryKey: keyOf(previous), exact: true });
      begin(next);
      const replied = client.prefetchQuery({ ...optionsOf(next, sent), staleTime: 0 });
      marks.started = { key: next, replied };
      return replied;
    },
    [marks, key, client, keyOf, optionsOf, begin],
  );
  return { staleTime, start };
};
