import {
  PROGRESSIVE_SEARCH_PROGRESS_TICK_MS,
  type ProgressiveSearchEvent,
  type ProgressiveSearchState,
  progressiveSearchInitial,
  progressiveSearchTransition,
} from "@travesia/core";
import { useCallback, useEffect, useState } from "react";
import { usePortalWorld } from "../provider/PortalProvider.js";

interface Run {
  readonly key: string;
  readonly searchId: string;
  readonly state: ProgressiveSearchState;
}

/** The machine of one progressive search run, and a way to feed it events for that run only. */
export interface ProgressiveSearchRun {
  readonly state: ProgressiveSearchState;
  /** Sends an event to the run of `key`; an event of an older run (a late reply) is dropped. */
  readonly send: (key: string, event: ProgressiveSearchEvent) => void;
}

const started = (key: string, searchId: string, now: number, budgetMs: number, filtering: boolean): Run => ({
  key,
  searchId,
  state: progressiveSearchTransition(progressiveSearchInitial, { _tag: "start", now, budgetMs, filtering }),
});

/**
 * Core's progressive search machine (`progressiveSearchTransition`) for the search `key` (the URL sent): a new key
 * starts a new run, as a filter change when the search itself (`searchId`) is unchanged (spec 001 §4: offers are
 * not requested again when filtering). While searching, time ticks every 100 ms (the progress bar's 0.5 % step);
 * once stopped or complete, one timer waits for the reply's ttl (the session-expired overlay).
 */
export const useProgressiveSearch = (key: string, searchId: string, budgetMs: number): ProgressiveSearchRun => {
  const { clock } = usePortalWorld();
  const [run, setRun] = useState<Run>(() => started(key, searchId, clock.now(), budgetMs, false));
  let current = run;
  if (run.key !== key) {
    current = started(key, searchId, clock.now(), budgetMs, run.searchId === searchId);
    setRun(current);
  }
  const send = useCallback(
    (forKey: string, event: ProgressiveSearchEvent) =>
      setRun((previous) =>
        previous.key === forKey ? { ...previous, state: progressiveSearchTransition(previous.state, event) } : previous,
      ),
    [],
  );
  const { state } = current;
  useEffect(() => {
    const ttl = "ttlExpiresAt" in state ? state.ttlExpiresAt : null;
    const wait =
      state._tag === "searching"
        ? PROGRESSIVE_SEARCH_PROGRESS_TICK_MS
        : (state._tag === "stopped" || state._tag === "complete") && ttl !== null
          ? Math.max(0, ttl - clock.now())
          : null;
    if (wait === null) return;
    const handle = clock.setTimeout(() => send(key, { _tag: "tick", now: clock.now() }), wait);
    return () => clock.clearTimeout(handle);
  }, [state, key, clock, send]);
  return { state, send };
};
