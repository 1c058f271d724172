import type { SliceScheduler } from "@travesia/core";
import { afterThisTask } from "./afterThisTask.js";

interface PrioritizedScheduler {
  readonly yield?: () => Promise<void>;
}

/**
 * Lets the browser handle input and paint, then resumes: `scheduler.yield()` where the browser has it (the rest of
 * the work keeps its place ahead of other tasks), else a task of its own ({@link afterThisTask}: a message, which a
 * hidden tab does not throttle as it does timers).
 */
export const yieldToMain = (): Promise<void> => {
  const scheduler = (globalThis as { readonly scheduler?: PrioritizedScheduler }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return afterThisTask();
};

/**
 * How a results reply is decoded on the page (core's `decodeInSlices`): slices of at most 5 ms, React's own slice
 * (its scheduler yields every 5 ms), so even with Lighthouse's CPU slowdown a slice stays under its 50 ms long-task
 * threshold.
 */
export const mainThreadSlices: SliceScheduler = {
  now: () => performance.now(),
  yieldToMain,
  sliceMs: 5,
};
