// The Lighthouse section's bookkeeping, apart from Lighthouse itself: which build each run measures, and a page's row.
import { median } from "./_server.mjs";

/**
 * DESIGN.md's limits: performance ≥ 98, LCP ≤ 1.2 s (aim), TBT ≤ 50 ms, CLS ≤ 0.01. TBT is judged on the tasks' CPU
 * time (`cpuTbt`), as issue 37 sets it: Lighthouse's own TBT is wall time, which on a shared 2-core machine counts the
 * server's and the other processes' turns on the CPU inside the page's tasks; it is printed beside it, unjudged.
 * Performance is judged on Lighthouse's own score; the score with TBT from CPU time (`cpuPerformance`) and the share of
 * the main thread's task time spent on the CPU (`cpuSharePercent`) are printed beside it, and a missed performance
 * says what the score would be with TBT from CPU time: what the waits for a core cost the page's score.
 */
export const TARGETS = { performance: 98, lcp: 1200, tbt: 50, cls: 0.01 };

/**
 * `runs` rounds of one run per build, the builds alternating within each round (A, B, A, B…), so that every build
 * meets the same moments of a shared machine's load. `measureOne(build)` resolves to `{ sample }` or `{ failure }`;
 * the result is, per build in order, its samples and its failures.
 */
export const alternateRuns = async (builds, runs, measureOne) => {
  const measured = builds.map(() => ({ samples: [], failures: [] }));
  for (let round = 0; round < runs; round++) {
    for (const [index, build] of builds.entries()) {
      const { sample, failure } = await measureOne(build);
      if (sample !== undefined) measured[index].samples.push(sample);
      else measured[index].failures.push(failure);
    }
  }
  return measured;
};

/** A page's row: medians (min–max) of its scored runs, the failed runs named, and the targets it missed. */
export const lighthouseRow = (name, samples, failures) => {
  const runs =
    failures.length === 0
      ? `${samples.length}`
      : `${samples.length} of ${samples.length + failures.length} (failed: ${failures.join(", ")})`;
  if (samples.length === 0) return `| ${name} | — | — | — | — | — | — | — | — | — | — | ${runs} | no measurement |`;
  const values = (key) => samples.map((sample) => sample[key]);
  const figure = (key, digits) => {
    const [low, high] = [Math.min(...values(key)), Math.max(...values(key))].map((v) => v.toFixed(digits));
    return `${median(values(key)).toFixed(digits)} (${low}–${high})`;
  };
  const missed = [
    median(values("performance")) < TARGETS.performance &&
      `performance < ${TARGETS.performance} (${median(values("cpuPerformance")).toFixed(0)} with TBT from CPU time)`,
    median(values("lcp")) > TARGETS.lcp && `LCP > ${TARGETS.lcp} ms`,
    median(values("cpuTbt")) > TARGETS.tbt && `TBT from CPU time > ${TARGETS.tbt} ms`,
    median(values("cls")) > TARGETS.cls && `CLS > ${TARGETS.cls}`,
  ].filter(Boolean);
  const columns = [
    "performance",
    "cpuPerformance",
    "accessibility",
    "lcp",
    "documentMs",
    "scriptKb",
    "tbt",
    "cpuTbt",
    "cpuSharePercent",
  ].map((key) => figure(key, 0));
  return `| ${name} | ${columns.join(" | ")} | ${figure("cls", 3)} | ${runs} | ${missed.length === 0 ? "met" : `missed: ${missed.join(", ")}`} |`;
};
