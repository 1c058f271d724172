import {
  PROGRESSIVE_SEARCH_PROGRESS_TICK_MS,
  type ProgressiveSearchState,
  progressiveSearchProgressAt,
} from "@travesia/core";
import { useEffect, useState } from "react";
import { usePortalWorld } from "../provider/PortalProvider.js";

/**
 * The progressive search's bar at this moment (core's `progressiveSearchProgressAt`: 0.5 % per 100 ms while searching,
 * at most 99 % until done): the component that calls it is drawn again every 100 ms while the search runs, and
 * nothing else is (the page gets a new `run` only when the machine changes).
 *
 * @example const progress = useProgressNow(results.data.progressRun);
 */
export const useProgressNow = (run: ProgressiveSearchState): number => {
  const { clock } = usePortalWorld();
  const [now, setNow] = useState(() => clock.now());
  const searching = run._tag === "searching";
  useEffect(() => {
    if (!searching) return;
    let handle: unknown;
    const step = () => {
      setNow(clock.now());
      handle = clock.setTimeout(step, PROGRESSIVE_SEARCH_PROGRESS_TICK_MS);
    };
    step();
    return () => clock.clearTimeout(handle);
  }, [searching, clock]);
  // An older reading than the run's own start counts as that start (core never lets the bar go back).
  return progressiveSearchProgressAt(run, now);
};
