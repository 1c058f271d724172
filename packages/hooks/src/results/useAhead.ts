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

/** Runs after the next frame is painted (a frame callback, then a task on the provider clock). */
export const afterPaint = (clock: Clock, run: () => void): void => {
  const frame = globalThis.requestAnimationFrame;
  if (typeof frame === "function") frame(() => clock.setTimeout(run, 0));
  else clock.setTimeout(run, 0);
};

/**
 * The page state and reply shown ahead of the URL: set by a click (an urgent update, painted in the next frame), kept
 * while the URL is still the one of the click or is the one it asked for until that URL's own reply is drawn, then
 * dropped (the server's reply is the truth). `key` is the URL's search URL, `own` the reply drawn for it (undefined
 * while it is another URL's, or none yet).
 */
export const useAhead = <P, R>(key: string, own: R | undefined) => {
  const [ahead, setAhead] = useState<Ahead<P, R> | null>(null);
  const drawn = ahead !== null && ahead.key === key;
  useLayoutEffect(() => {
    if (ahead !== null && drawn) ahead.landed = true;
  });
  const live = ahead !== null && (drawn ? own === undefined : ahead.from === key && !ahead.landed) ? ahead : null;
  return { ahead: live, setAhead };
};
