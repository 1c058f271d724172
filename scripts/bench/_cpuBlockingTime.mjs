// Total blocking time recomputed from the main thread's CPU time instead of its wall time: on a machine whose cores
// other processes share, a task's wall time includes the time the thread waited for a core, which Lighthouse's
// simulated 4× slowdown then multiplies too. From the CPU time (`tdur` of the trace's top-level tasks) the figure is
// what an otherwise idle machine of this speed would show. Printed beside Lighthouse's own TBT, never instead of it.

/** Lighthouse's mobile CPU slowdown and the long-task threshold (ms). */
const SLOWDOWN = 4;
const LONG_TASK_MS = 50;

/**
 * The main thread's top-level tasks from the first contentful paint on (the main thread is the one that recorded
 * `firstContentfulPaint`), or undefined when the trace has none.
 */
const tasksFromFcp = (traceEvents) => {
  const fcp = traceEvents.find((event) => event.name === "firstContentfulPaint");
  if (fcp === undefined) return undefined;
  return traceEvents.filter(
    (event) =>
      event.name === "RunTask" &&
      event.ph === "X" &&
      event.pid === fcp.pid &&
      event.tid === fcp.tid &&
      event.ts >= fcp.ts,
  );
};

/** A task's CPU time in ms (its wall time where the trace has none). */
const cpuMs = (task) => (task.tdur ?? task.dur) / 1000;

/**
 * Sum over the main thread's tasks from the first contentful paint on of `max(0, 4 × cpu − 50)` ms; undefined when
 * the trace has no first contentful paint.
 */
export const cpuBlockingTime = (traceEvents) =>
  tasksFromFcp(traceEvents)?.reduce((total, task) => total + Math.max(0, SLOWDOWN * cpuMs(task) - LONG_TASK_MS), 0);

/**
 * The share of the main thread's task time spent on the CPU (CPU over wall time of its tasks from the first
 * contentful paint on), 0–1: below 1 the thread waited for a core (or for another process) inside its tasks, time that
 * Lighthouse's TBT counts and multiplies. Undefined without a first contentful paint or a task after it.
 */
export const cpuShare = (traceEvents) => {
  const tasks = tasksFromFcp(traceEvents) ?? [];
  const wall = tasks.reduce((total, task) => total + task.dur / 1000, 0);
  return wall === 0 ? undefined : tasks.reduce((total, task) => total + cpuMs(task), 0) / wall;
};

/**
 * Lighthouse's performance score (0–100) with its TBT replaced by `cpuTbt`: each weighted metric's own score from the
 * report, TBT's scored again from `cpuTbt` on the TBT audit's own curve (`scoringOptions`) with `logNormalScore`
 * (Lighthouse's `Audit.computeLogNormalScore`), and the category's weighted mean rounded as Lighthouse rounds it. Given
 * Lighthouse's own TBT it gives back Lighthouse's own score. Undefined when a weighted metric has no score.
 */
export const performanceWithTbt = (lhr, cpuTbt, logNormalScore) => {
  const tbtAudit = lhr.audits["total-blocking-time"];
  const refs = lhr.categories.performance.auditRefs.filter((ref) => ref.weight > 0);
  const scoreOf = (id) =>
    id === "total-blocking-time" ? logNormalScore(tbtAudit.scoringOptions, cpuTbt) : lhr.audits[id]?.score;
  const scores = refs.map((ref) => ({ weight: ref.weight, score: scoreOf(ref.id) }));
  if (scores.some(({ score }) => typeof score !== "number")) return undefined;
  const weight = scores.reduce((total, item) => total + item.weight, 0);
  const mean = scores.reduce((total, item) => total + item.weight * item.score, 0) / weight;
  return Math.round(mean * 100);
};
