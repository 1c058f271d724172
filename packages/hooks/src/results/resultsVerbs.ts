import type { ProgressiveSearchEvent } from "@travesia/core";
import { startTransition } from "react";
import type { Clock } from "../provider/world.js";
import { afterPaint, afterPaintWhenIdle, afterReply } from "./afterPaint.js";
import type { ResultsProduct, ResultsVerbs } from "./resultsProduct.js";
import type { ShownPage } from "./shownPage.js";

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
    // A filter or sort change the product answers at once: its cached reply, else core's guess from the reply held.
    const held = shown.reply;
    const guess =
      held === undefined || searchUrl === shown.key ? null : (product.ahead?.(held, shown.page, to) ?? null);
    const reply = guess === null ? null : (shown.cached(searchUrl) ?? guess());
    // Its search leaves after the input's paint when the page answers it at once, else (no guess, or one that cannot
    // say) in the input's own task: the person waits on its reply.
    const replied = shown.start(searchUrl, reply === null ? "now" : "afterPaint");
    if (reply !== null) {
      // Answered at once from the results held: painted first, its search URL's own reply drawn as it comes (it
      // replaces the guess), and the URL follows that reply (within a bound), once the page is idle (the router draws
      // the page in the background). A progressive search's run starts with its URL: holding its reply already, it
      // draws no search under way for a moment, and the reply's drawing never waits behind the router's.
      shown.setAhead({ from: shown.urlKey, key: searchUrl, page: to, reply, progress: shown.progress, landed: false });
      // Dropped when the person has gone on meanwhile: another input, another URL, or away from the page.
      const from = shown.urlKey;
      const write = () => {
        if (input === latest && shown.mounted && shown.urlKey === from)
          startTransition(() => shown.navigate(product.pageUrl(to)));
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
