import {
  PORTAL_STORAGE_KEYS,
  type ProgressiveSearchEvent,
  type ProgressiveSearchState,
  progressiveSearchBudgetMs,
  progressiveSearchInitial,
  progressiveSearchNextTickAt,
  progressiveSearchTransition,
} from "@travesia/core";
import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { usePortalWorld } from "../provider/PortalProvider.js";
import { applied, type Begun, type Run } from "./progressiveRunState.js";

/** The machine of one progressive search run, and a way to feed it events for that run only. */
export interface ProgressiveRun {
  readonly state: ProgressiveSearchState;
  /** Sends an event to the run of `key`; an event of an older run (a late reply) is dropped. */
  readonly send: (key: string, event: ProgressiveSearchEvent) => void;
  /** Starts the run of `key` before the page shows it (an input's search): its events are replayed once shown. */
  readonly begin: (key: string) => void;
}

/**
 * Core's progressive search machine (`progressiveSearchTransition`) for the search `key` (the URL sent): a new key
 * starts a new run, as a filter change when the search itself (`searchId`) is unchanged (spec 001 §4: offers are
 * not requested again when filtering), within core's time budget (`progressiveSearchBudgetMs` of the local
 * `hotelResultAsyncTimeout`). One timer waits for what is due next (core's `progressiveSearchNextTickAt`).
 */
export const useProgressiveRun = (key: string, searchId: string, on: boolean): ProgressiveRun => {
  const { clock, storage } = usePortalWorld();
  const budgetMs = progressiveSearchBudgetMs(storage.local.getItem(PORTAL_STORAGE_KEYS.hotelResultAsyncTimeout));
  const started = (at: number, filtering: boolean): Run => ({
    key,
    searchId,
    replayed: 0,
    state: on
      ? progressiveSearchTransition(progressiveSearchInitial, { _tag: "start", now: at, budgetMs, filtering })
      : progressiveSearchInitial,
  });
  const [run, setRun] = useState<Run>(() => started(clock.now(), false));
  const begun = useRef<Begun | null>(null);
  // The key of the run on screen: its events go to React's state; a begun run's wait in `begun` until it is shown.
  const shown = useRef(run.key);
  let current = run;
  if (run.key !== key) {
    const early = begun.current?.key === key ? begun.current : null;
    current = started(early?.at ?? clock.now(), run.searchId === searchId);
    const events = early?.events ?? [];
    current = { ...current, state: events.reduce(progressiveSearchTransition, current.state), replayed: events.length };
    setRun(current);
  }
  // A request leaving draws nothing (the bar reads its growth on the clock), so its state is drawn in the background:
  // sent from the page's first layout effect, it drew the page twice in that task (the hotel results' load, 2026-12-04).
  const send = useCallback((forKey: string, event: ProgressiveSearchEvent) => {
    if (begun.current?.key === forKey) begun.current.events.push(event);
    if (shown.current !== forKey) return;
    const update = () => setRun(applied(forKey, [event]));
    if (event._tag === "pollSent") startTransition(update);
    else update();
  }, []);
  const begin = useCallback(
    (forKey: string) => {
      begun.current = { key: forKey, at: clock.now(), events: [] };
    },
    [clock],
  );
  // In the commit that shows a run (no task runs in between): from now on its events go to the state, and those that
  // came after the render read the kept ones (a reply during the render) are applied.
  useLayoutEffect(() => {
    shown.current = run.key;
    const early = begun.current;
    if (early?.key !== run.key) return;
    begun.current = null;
    const missed = early.events.slice(run.replayed);
    if (missed.length > 0) setRun(applied(early.key, missed));
  }, [run]);
  const { state } = current;
  // The machine ticks only when something is due (the time budget's end, the reply's ttl): the bar's growth in between
  // is read on the clock by the bar itself (`useProgressNow`), so the page is not drawn again every 100 ms.
  useEffect(() => {
    const due = progressiveSearchNextTickAt(state);
    if (due === null) return;
    const handle = clock.setTimeout(
      () => send(key, { _tag: "tick", now: clock.now() }),
      Math.max(0, due - clock.now()),
    );
    return () => clock.clearTimeout(handle);
  }, [state, key, clock, send]);
  return { state, send, begin };
};
