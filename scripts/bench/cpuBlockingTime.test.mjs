import { describe, expect, it } from "vitest";
import { cpuBlockingTime } from "./_cpuBlockingTime.mjs";

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
