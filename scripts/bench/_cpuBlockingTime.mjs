// Total blocking time recomputed from the main thread's CPU time instead of its wall time: on a machine whose cores
// other processes share, a task's wall time includes the time the thread waited for a core, which Lighthouse's
// simulated 4× slowdown then multiplies too. From the CPU time (`tdur` of the trace's top-level tasks) the figure is
// what an otherwise idle machine of this speed would show. Printed beside Lighthouse's own TBT, never instead of it.

/** Lighthouse's mobile CPU slowdown and the long-task threshold (ms). */
const SLOWDOWN = 4;
const LONG_TASK_MS = 50;

/**
 * Sum over the main thread's tasks from the first contentful paint on of `max(0, 4 × cpu − 50)` ms. The main thread is
 * the one that recorded `firstContentfulPaint`; returns undefined when the trace has none.
 */
export const cpuBlockingTime = (traceEvents) => {
  const fcp = traceEvents.find((event) => event.name === "firstContentfulPaint");
  if (fcp === undefined) return undefined;
  let total = 0;
  for (const event of traceEvents) {
    if (event.name !== "RunTask" || event.ph !== "X" || event.pid !== fcp.pid || event.tid !== fcp.tid) continue;
    if (event.ts < fcp.ts) continue;
    const cpuMs = (event.tdur ?? event.dur) / 1000;
    total += Math.max(0, SLOWDOWN * cpuMs - LONG_TASK_MS);
  }
  return total;
};
