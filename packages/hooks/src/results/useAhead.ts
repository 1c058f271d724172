import { type OptimisticAgreement, optimisticAgreement, type ProgressiveSearchState } from "@travesia/core";
import { useDeferredValue, useLayoutEffect } from "react";

/** A page state shown ahead of its URL and its reply: a filter or sort click answered from the results held. */
export interface Ahead<P, R> {
  /** The URL's search URL when the click came, and the one the click asked for. */
  readonly from: string;
  readonly key: string;
  readonly page: P;
  /** The reply shown until the search URL's own reply is drawn (a cached reply of that URL, or core's guess). */
  readonly reply: R;
  /** The progressive machine drawn when the click came: shown with the guess until the URL follows (no bar). */
  readonly progress: ProgressiveSearchState;
  /** The URL has reached the one asked for: going back to `from` later is not this click's business. */
  landed: boolean;
}

/** A reply as the engine holds it: the search URL it answers, the reply shown, and the reply if it is that URL's own. */
interface Held<R> {
  readonly key: string;
  readonly reply: R | undefined;
  readonly own: R | undefined;
  readonly progress: ProgressiveSearchState;
}

/**
 * How the URL's own reply (`live`, now) stands to the guess drawn for it (core's `optimisticAgreement` over the
 * product's `items`; without them any reply `differs`); null while no guess was drawn for that URL or no reply came.
 */
const agreementOf = <P, R>(
  ahead: Ahead<P, R> | null,
  live: Held<R>,
  items: ((reply: R) => readonly unknown[]) | undefined,
): OptimisticAgreement | null => {
  if (ahead === null || ahead.key !== live.key || live.own === undefined) return null;
  return items === undefined ? "differs" : optimisticAgreement(items(ahead.reply), items(live.own));
};

/**
 * What is drawn for a click's page state shown ahead of its URL (`ahead`, set by the click: an urgent update, painted
 * in the next frame). While the URL is still the one of the click (`pending`), its page state is shown, and the engine
 * searches and draws the search URL asked for (`key`; not a progressive search's: `key` stays the URL's until it
 * follows), so its reply is drawn as it comes, before the URL follows;
 * the guess's reply (`held`) stands in until that search URL's own reply is drawn, then it is dropped (the server's
 * reply is the truth), and the machine drawn when the click came stands in for that search's (no bar for the guess).
 * `urlKey` is the URL's search URL; `live` the reply held now, drawn in the background (`useDeferredValue`) unless
 * `urgent` (a progressive search's ticks: each would restart the background render of the list).
 *
 * Which of the two is drawn (`shown`) is the reconciliation: when the URL's own reply agrees with the guess (`same`,
 * or `extends`: the guess's items first, in order), it is drawn at once, and since the engine shares a reply's equal
 * parts with the one shown, the guess's items keep their identity and no card renders again (an equal reply is the
 * guess itself: nothing renders again). When it `differs`, the guess stays on screen while the reply is drawn in the
 * background, then replaces it in one quiet update, the input never waiting for that render.
 */
export const useAhead = <P, R, S extends Held<R>>(
  at: { readonly ahead: Ahead<P, R> | null; readonly urlKey: string; readonly key: string; readonly urgent: boolean },
  live: S,
  items?: (reply: R) => readonly unknown[],
) => {
  const { ahead, urlKey, key, urgent } = at;
  const deferred = useDeferredValue(live);
  const agreement = agreementOf(ahead, live, items);
  const shown = agreement === "differs" || (agreement === null && !urgent) ? deferred : live;
  const own = shown.key === key ? shown.own : undefined;
  useLayoutEffect(() => {
    if (ahead !== null && ahead.key === urlKey) ahead.landed = true;
  });
  const pending = ahead !== null && isPending(ahead, urlKey);
  const held = ahead !== null && (ahead.key === key ? own === undefined : pending) ? ahead : null;
  const drawn = held === null ? shown : { reply: held.reply, progress: pending ? held.progress : shown.progress };
  // A page's first reply is drawn in the background, in time slices, even a progressive search's (its later ticks are
  // urgent): one that lands between the page's first render and its subscription to the query re-renders the page
  // synchronously (useSyncExternalStore), and the hotel cards were rendered, committed and their effects run in the
  // same long task as the mount's effects (Lighthouse's hotel results: one task of 25-35 ms CPU).
  const noReplyYet = useDeferredValue(drawn.reply === undefined);
  return { held, pending, shown, reply: noReplyYet ? undefined : drawn.reply, progress: drawn.progress };
};

/** The URL is still the one the click came on: its page state is shown, and its search URL searched, ahead of it. */
export const isPending = <P, R>(ahead: Ahead<P, R>, urlKey: string): boolean =>
  !ahead.landed && ahead.from === urlKey && ahead.key !== urlKey;
