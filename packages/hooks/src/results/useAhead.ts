import { type OptimisticAgreement, optimisticAgreement } from "@travesia/core";
import { useLayoutEffect, useState } from "react";
import type { Clock } from "../provider/world.js";

/** A page state shown ahead of its URL and its reply: a filter or sort click answered from the results held. */
export interface Ahead<P, R> {
  /** The search URL shown when the click came, and the one the click asked for. */
  readonly from: string;
  readonly key: string;
  readonly page: P;
  /** The reply shown until the search URL's own reply is drawn (a cached reply of that URL, or core's guess). */
  readonly reply: R;
  /** The URL asked for has been drawn: going back to `from` later is not this click's business. */
  landed: boolean;
}

/** A reply as the engine holds it: the search URL it answers, and the reply if it is that URL's own. */
interface Held<R> {
  readonly key: string;
  readonly own: R | undefined;
}

/** Runs after the next frame is painted (a frame callback, then a task on the provider clock). */
export const afterPaint = (clock: Clock, run: () => void): void => {
  const frame = globalThis.requestAnimationFrame;
  if (typeof frame === "function") frame(() => clock.setTimeout(run, 0));
  else clock.setTimeout(run, 0);
};

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
 * The page state and reply shown ahead of the URL: set by a click (an urgent update, painted in the next frame), kept
 * while the URL is still the one of the click or is the one it asked for until that URL's own reply is drawn, then
 * dropped (the server's reply is the truth). `key` is the URL's search URL; `live` the reply held now, `deferred` the
 * same drawn in the background; `urgent`: the reply is drawn as it comes (a progressive search's ticks).
 *
 * Which of the two is drawn (`shown`) is the reconciliation: when the URL's own reply agrees with the guess (`same`,
 * or `extends`: the guess's items first, in order), it is drawn at once, and since the engine shares a reply's equal
 * parts with the one shown, the guess's items keep their identity and no card renders again (an equal reply is the
 * guess itself: nothing renders again). When it `differs`, the guess stays on screen while the reply is drawn in the
 * background, then replaces it in one quiet update, the input never waiting for that render.
 */
export const useAhead = <P, R, S extends Held<R>>(
  key: string,
  live: S,
  deferred: S,
  urgent: boolean,
  items?: (reply: R) => readonly unknown[],
) => {
  const [ahead, setAhead] = useState<Ahead<P, R> | null>(null);
  const agreement = agreementOf(ahead, live, items);
  const shown = agreement === "differs" || (agreement === null && !urgent) ? deferred : live;
  const own = shown.key === key ? shown.own : undefined;
  const drawn = ahead !== null && ahead.key === key;
  useLayoutEffect(() => {
    if (ahead !== null && drawn) ahead.landed = true;
  });
  const held = ahead !== null && (drawn ? own === undefined : ahead.from === key && !ahead.landed) ? ahead : null;
  return { ahead: held, setAhead, shown };
};
