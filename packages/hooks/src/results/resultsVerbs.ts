import { type ProgressiveSearchEvent, type ProgressiveSearchState, progressiveSearchInitial } from "@travesia/core";
import { startTransition } from "react";
import type { Clock } from "../provider/world.js";
import { afterPaint, afterPaintWhenIdle, afterReply } from "./afterPaint.js";
import type { ResultsProduct, ResultsVerbs } from "./resultsProduct.js";
import type { Ahead } from "./useAhead.js";

/** What the verbs act on: the page as its last render committed it (the engine writes it in a layout effect). */
export interface ShownPage<P, R> {
  /** The search URL of the run shown (the machine's key), and the URL's (behind it while a click's URL follows). */
  key: string;
  urlKey: string;
  page: P | null;
  reply: R | undefined;
  progress: ProgressiveSearchState;
  navigate: (url: string) => void | Promise<void>;
  /** Shows a page state until the navigation to it settles (React's `useOptimistic`). */
  show: (page: P | null) => void;
  /** Sends a search URL's request before its page is drawn; settles once its reply is in (or it failed). */
  start: (searchUrl: string) => Promise<void>;
  /** The reply cached for a search URL (a page state shown before). */
  cached: (searchUrl: string) => R | undefined;
  /** Shows a page state and reply ahead of the URL (an urgent update: painted in the next frame). */
  setAhead: (ahead: Ahead<P, R> | null) => void;
}

/** What the verbs act on before the page's first render commits (each render writes the real values). */
export const nothingShown = <P, R>(navigate: ShownPage<P, R>["navigate"]): ShownPage<P, R> => ({
  key: "",
  urlKey: "",
  page: null,
  reply: undefined,
  progress: progressiveSearchInitial,
  navigate,
  show: () => {},
  start: () => Promise.resolve(),
  cached: () => undefined,
  setAhead: () => {},
});

/**
 * The verbs of a results page, made once: each reads the page shown when it runs, so they keep their identity for the
 * page's life and two quick inputs compose (the second starts from what the first showed).
 */
export const resultsVerbs = <P, R>(
  shown: ShownPage<P, R>,
  product: ResultsProduct<P, R>,
  search: {
    readonly send: (key: string, event: ProgressiveSearchEvent) => void;
    readonly refetch: () => unknown;
    readonly clock: Clock;
  },
): ResultsVerbs<P, R> => {
  const { send, refetch, clock } = search;
  // The latest input: a URL write an input scheduled is dropped once a newer one came (that one composes both).
  let latest = 0;
  const go = (next: (page: P, reply: R | undefined) => P) => {
    if (shown.page === null) return;
    const input = ++latest;
    const to = next(shown.page, shown.reply);
    const searchUrl = product.searchUrl(to);
    const replied = shown.start(searchUrl);
    // A filter or sort change the product answers at once (core's guess from the reply held), or its cached reply.
    const held = shown.reply;
    const guess =
      held === undefined || searchUrl === shown.key ? null : (product.ahead?.(held, shown.page, to) ?? null);
    const reply = guess === null ? null : (shown.cached(searchUrl) ?? guess);
    if (reply !== null) {
      // Answered at once from the results held: painted first, its search URL's own reply drawn as it comes (it
      // replaces the guess), and the URL follows that reply (within a bound), once the page is idle (the router draws
      // the page in the background). A progressive search's run starts with its URL: holding its reply already, it
      // draws no search under way for a moment, and the reply's drawing never waits behind the router's.
      shown.setAhead({ from: shown.urlKey, key: searchUrl, page: to, reply, progress: shown.progress, landed: false });
      const write = () => {
        if (input === latest) startTransition(() => shown.navigate(product.pageUrl(to)));
      };
      afterReply(clock, replied, () =>
        (product.progressive === undefined ? afterPaintWhenIdle : afterPaint)(clock, write),
      );
      return;
    }
    // A router whose navigation is a promise makes this an action: the values asked for are shown until it settles.
    startTransition(() => {
      shown.setAhead(null);
      shown.show(to);
      return shown.navigate(product.pageUrl(to));
    });
  };
  return {
    go,
    setPage: (to) => go((page, reply) => product.withPage(page, to, reply)),
    retry: () => void refetch(),
    start: () => send(shown.key, { _tag: "resume", now: clock.now() }),
    stop: () => send(shown.key, { _tag: "stop", now: clock.now() }),
    record: (event) => send(shown.key, event),
  };
};
