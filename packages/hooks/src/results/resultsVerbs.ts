import type { ProgressiveSearchEvent } from "@travesia/core";
import { startTransition } from "react";
import type { Clock } from "../provider/world.js";
import type { ResultsProduct, ResultsVerbs } from "./resultsProduct.js";

/** What the verbs act on: the page as its last render committed it (the engine writes it in a layout effect). */
export interface ShownPage<P, R> {
  /** The search URL of the run shown (the machine's key). */
  key: string;
  page: P | null;
  reply: R | undefined;
  navigate: (url: string) => void | Promise<void>;
  /** Shows a page state until the navigation to it settles (React's `useOptimistic`). */
  show: (page: P | null) => void;
  /** Sends a search URL's request before its page is drawn. */
  start: (searchUrl: string) => void;
}

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
  const go = (next: (page: P, reply: R | undefined) => P) => {
    if (shown.page === null) return;
    const to = next(shown.page, shown.reply);
    shown.start(product.searchUrl(to));
    // A router whose navigation is a promise makes this an action: the values asked for are shown until it settles.
    startTransition(() => {
      shown.show(to);
      return shown.navigate(product.pageUrl(to));
    });
  };
  const { send, refetch, clock } = search;
  return {
    go,
    setPage: (to) => go((page, reply) => product.withPage(page, to, reply)),
    retry: () => void refetch(),
    start: () => send(shown.key, { _tag: "resume", now: clock.now() }),
    stop: () => send(shown.key, { _tag: "stop", now: clock.now() }),
    record: (event) => send(shown.key, event),
  };
};
