import { describe, expect, it, vi } from "vitest";
import { eachWhenIdle, type IdleScheduler } from "./eachWhenIdle.js";

/** An idle scheduler a test drives: `grant(ms)` runs the pending callback with an idle period of that many ms, spent
 * `perItemMs` by each item of work. */
const testScheduler = (perItemMs: number) => {
  let pending: ((deadline: IdleDeadline) => void) | null = null;
  let remaining = 0;
  const scheduler: IdleScheduler = {
    request: vi.fn((run) => {
      pending = run;
      return 7;
    }),
    cancel: vi.fn(() => {
      pending = null;
    }),
  };
  return {
    scheduler,
    spend: () => {
      remaining -= perItemMs;
    },
    grant: (ms: number) => {
      const run = pending;
      pending = null;
      remaining = ms;
      run?.({ didTimeout: false, timeRemaining: () => Math.max(0, remaining) });
    },
    waiting: () => pending !== null,
  };
};

describe("eachWhenIdle", () => {
  it("works through the items in order, as much as each idle period holds, then stops asking", () => {
    const idle = testScheduler(5);
    const done: number[] = [];
    eachWhenIdle(idle.scheduler, [1, 2, 3, 4, 5], (item) => {
      done.push(item);
      idle.spend();
    });
    expect(done).toEqual([]);
    // 12 ms: items start with 12 and 7 ms left; with 2 ms left (the margin) none does: two items.
    idle.grant(12);
    expect(done).toEqual([1, 2]);
    expect(idle.waiting()).toBe(true);
    idle.grant(50);
    expect(done).toEqual([1, 2, 3, 4, 5]);
    expect(idle.waiting()).toBe(false);
    expect(idle.scheduler.request).toHaveBeenCalledTimes(2);
  });

  it("does nothing more once stopped, and cancels the period it waited for", () => {
    const idle = testScheduler(5);
    const done: number[] = [];
    const stop = eachWhenIdle(idle.scheduler, [1, 2, 3], (item) => {
      done.push(item);
      idle.spend();
    });
    // 6 ms: one item (1 ms left after it).
    idle.grant(6);
    stop();
    expect(idle.scheduler.cancel).toHaveBeenCalledWith(7);
    idle.grant(50);
    expect(done).toEqual([1]);
  });

  it("asks for nothing without items or without idle callbacks", () => {
    const idle = testScheduler(1);
    eachWhenIdle(idle.scheduler, [], () => {});
    expect(idle.scheduler.request).not.toHaveBeenCalled();
    const work = vi.fn();
    eachWhenIdle(null, [1], work)();
    expect(work).not.toHaveBeenCalled();
  });
});
