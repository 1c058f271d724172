import { Audit } from "lighthouse";
import { describe, expect, it } from "vitest";
import { cpuBlockingTime, cpuShare, performanceWithTbt } from "./_cpuBlockingTime.mjs";

const task = (ts, tdurMs, durMs, thread = 1) => ({
  name: "RunTask",
  ph: "X",
  pid: 7,
  tid: thread,
  ts,
  dur: durMs * 1000,
  tdur: tdurMs * 1000,
});
const fcp = { name: "firstContentfulPaint", pid: 7, tid: 1, ts: 1_000 };

describe("blocking time from CPU time", () => {
  it("counts 4 × CPU time beyond 50 ms for the main thread's tasks from the first contentful paint on", () => {
    const events = [
      fcp,
      task(500, 40, 40), // before the paint: left out
      task(2_000, 20, 90), // 80 ms at 4×: 30 ms, whatever its wall time (90 ms)
      task(3_000, 10, 10), // 40 ms at 4×: not long
      task(4_000, 30, 30, 2), // another thread: left out
    ];
    expect(cpuBlockingTime(events)).toBe(30);
  });

  it("is undefined for a trace without a first contentful paint", () => {
    expect(cpuBlockingTime([task(2_000, 20, 20)])).toBeUndefined();
  });
});

describe("the main thread's share of its task time on the CPU", () => {
  it("is the tasks' CPU time over their wall time, from the first contentful paint on, main thread only", () => {
    const events = [fcp, task(500, 1, 50), task(2_000, 20, 90), task(3_000, 10, 10), task(4_000, 1, 100, 2)];
    expect(cpuShare(events)).toBe(0.3);
  });

  it("is undefined without a first contentful paint or a task after it", () => {
    expect(cpuShare([task(2_000, 20, 20)])).toBeUndefined();
    expect(cpuShare([fcp, task(500, 20, 20)])).toBeUndefined();
  });
});

/** A report's performance category with Lighthouse 13's mobile weights and TBT curve; `tbt` is its own TBT. */
const report = (tbt, lcpScore = 0.96) => ({
  categories: {
    performance: {
      auditRefs: [
        { id: "first-contentful-paint", weight: 10 },
        { id: "largest-contentful-paint", weight: 25 },
        { id: "total-blocking-time", weight: 30 },
        { id: "cumulative-layout-shift", weight: 25 },
        { id: "speed-index", weight: 10 },
        { id: "interactive", weight: 0 },
      ],
    },
  },
  audits: {
    "first-contentful-paint": { score: 1 },
    "largest-contentful-paint": { score: lcpScore },
    "total-blocking-time": {
      score: Audit.computeLogNormalScore({ p10: 200, median: 600 }, tbt),
      numericValue: tbt,
      scoringOptions: { p10: 200, median: 600 },
    },
    "cumulative-layout-shift": { score: 1 },
    "speed-index": { score: 1 },
    interactive: { score: null },
  },
});

describe("Lighthouse's performance with TBT from CPU time", () => {
  it("scores TBT again on the audit's own curve and keeps every other metric's score", () => {
    // TBT 376 ms scores 0.70: 10 + 24 + 21 + 25 + 10 = 90; TBT 13 ms scores 1: 99.
    expect(performanceWithTbt(report(376), 376, Audit.computeLogNormalScore)).toBe(90);
    expect(performanceWithTbt(report(376), 13, Audit.computeLogNormalScore)).toBe(99);
  });

  it("gives back Lighthouse's own score from Lighthouse's own TBT", () => {
    for (const tbt of [0, 150, 201, 300, 600, 1_200]) {
      const lhr = report(tbt, 0.98);
      const own = lhr.categories.performance.auditRefs
        .filter((ref) => ref.weight > 0)
        .reduce((total, ref) => total + ref.weight * lhr.audits[ref.id].score, 0);
      expect(performanceWithTbt(lhr, tbt, Audit.computeLogNormalScore)).toBe(Math.round(own));
    }
  });

  it("is undefined when a weighted metric has no score", () => {
    const lhr = report(100);
    lhr.audits["speed-index"].score = null;
    expect(performanceWithTbt(lhr, 10, Audit.computeLogNormalScore)).toBeUndefined();
  });
});
