import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  type HotelSearchReply,
  hotelSearchEndpoint,
  houseSearchEndpoint,
  PORTAL_STORAGE_KEYS,
  type ProgressiveSearchEvent,
  type ProgressiveSearchState,
  progressiveSearchBudgetMs,
} from "@travesia/core";
import { useEffect, useLayoutEffect, useRef } from "react";
import { progressivePollPolicy } from "../query/asyncPolicies.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";
import type { ResultsKind } from "./resultsUrl.js";
import { useProgressiveSearch } from "./useProgressiveSearch.js";

/** The progressive search of a results page: the latest reply of its URL, the machine's state and its verbs. */
export interface ResultsSearch {
  readonly reply: HotelSearchReply | undefined;
  /**
   * The reply shown, else the last reply of the same search under other filters, sort or page: what the search
   * itself said (the destination's name, the currency) outlives a refinement that failed.
   */
  readonly searchReply: HotelSearchReply | undefined;
  /** The reply shown belongs to an older URL (kept, dimmed, while the new one loads). */
  readonly previous: boolean;
  readonly failed: boolean;
  readonly state: ProgressiveSearchState;
  /** Feeds core's machine (the offers request is recorded there). */
  readonly send: (key: string, event: ProgressiveSearchEvent) => void;
  readonly stop: () => void;
  readonly resume: () => void;
  readonly retry: () => void;
  /**
   * Sends the search of another URL at once (an input's, before the router draws it): the request is on its way while
   * the page is drawn, and the page's query (the same key) then takes its reply rather than sending it again.
   */
  readonly start: (searchUrl: string) => void;
}

/**
 * `POST /api/v1/hotels/search` (or `/api/v1/houses/search`) with `progressiveResults=true`, polled by
 * `progressivePollPolicy` (every 1000 ms while `xPendingResults` is 'true', within the budget, until the user stops),
 * each request and reply fed to core's machine. The URL is the query key: a newer search aborts the older one and a
 * late reply lands only in its own key (and its machine event is dropped).
 */
export const useResultsSearch = (kind: ResultsKind, searchUrl: string | null, searchId: string): ResultsSearch => {
  const { world, client } = usePortalQuery();
  const { clock } = world;
  const timeout = world.storage.local.getItem(PORTAL_STORAGE_KEYS.hotelResultAsyncTimeout);
  const key = searchUrl ?? "";
  const { state, send, begin } = useProgressiveSearch(key, searchId, progressiveSearchBudgetMs(timeout));
  const endpoint = kind === "hotel" ? hotelSearchEndpoint : houseSearchEndpoint;
  // The search an input started (its key, and its query's reply count then): its reply, once in, is fresh for the page
  // that shows its URL.
  const started = useRef<{ readonly key: string; readonly replies: number } | null>(null);
  const optionsOf = (forKey: string) => ({
    queryKey: ["resultsSearch", kind, forKey],
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      send(forKey, { _tag: "pollSent", now: clock.now() });
      const reply = await fetchEndpoint(world.api, endpoint, [], {
        body: { url: forKey, progressiveResults: true },
        signal,
      });
      send(forKey, { _tag: "reply", now: clock.now(), pending: reply.xPendingResults, ttl: reply.ttl ?? null });
      return reply;
    },
  });
  const options = {
    ...optionsOf(key),
    enabled: searchUrl !== null,
    placeholderData: keepPreviousData,
    // Every run of a URL sends its request (the reply feeds its machine), except the one an input already sent.
    staleTime: (query: { readonly state: { readonly dataUpdateCount: number } }) =>
      started.current?.key === key && query.state.dataUpdateCount > started.current.replies
        ? Number.POSITIVE_INFINITY
        : 0,
    ...progressivePollPolicy({
      startedAt: state._tag === "searching" ? state.progressSince : clock.now(),
      hotelResultAsyncTimeout: timeout,
      now: clock.now,
      stopped: () => state._tag !== "searching",
    }),
  };
  const query = useQuery(options, client);
  // A new URL's request starts as soon as its render is committed, before the browser lays out and paints it: the
  // query's own observer starts it in a passive effect, after that frame (~100 ms of a filter click at 4x CPU
  // slowdown). The observer then finds the request in flight and shares it (the library dedupes by key).
  const latest = useRef(options);
  latest.current = options;
  useLayoutEffect(() => {
    if (searchUrl !== null) void client.prefetchQuery(latest.current);
  }, [client, searchUrl]);
  // Declared after the query: its observer has taken the new key (and the input's reply) when the mark is dropped.
  useEffect(() => {
    if (started.current?.key === key) started.current = null;
  }, [key]);
  // The verbs need no identity of their own: the results hook's verbs, stable for the page's life, call them.
  const { refetch } = query;
  const stop = () => send(key, { _tag: "stop", now: clock.now() });
  const resume = () => {
    send(key, { _tag: "resume", now: clock.now() });
    void refetch();
  };
  const retry = () => void refetch();
  const start = (next: string) => {
    const previous = started.current?.key;
    if (next === key || next === previous) return;
    // A newer input aborts the search an older one started, unless the page already shows it.
    if (previous !== undefined && previous !== key)
      void client.cancelQueries({ queryKey: ["resultsSearch", kind, previous] });
    begin(next);
    started.current = {
      key: next,
      replies: client.getQueryState(["resultsSearch", kind, next])?.dataUpdateCount ?? 0,
    };
    void client.prefetchQuery({ ...optionsOf(next), staleTime: 0 });
  };
  const lastOfSearch = useRef<{ readonly searchId: string; readonly reply: HotelSearchReply } | null>(null);
  if (query.data !== undefined && !query.isPlaceholderData) lastOfSearch.current = { searchId, reply: query.data };
  return {
    reply: query.data,
    searchReply: query.data ?? (lastOfSearch.current?.searchId === searchId ? lastOfSearch.current.reply : undefined),
    previous: query.isPlaceholderData,
    failed: query.isError,
    state,
    send,
    stop,
    resume,
    retry,
    start,
  };
};
