import type { Clock } from "../provider/world.js";

/** A clock tests move by hand: `advance(ms)` runs every timer that falls due, in order. */
export interface FakeClock extends Clock {
  readonly advance: (ms: number) => void;
  /** Timers still waiting. */
  readonly pending: () => number;
}

/** Builds a {@link FakeClock} starting at `start` ms. */
export const fakeClock = (start = Date.UTC(2026, 10, 21, 12)): FakeClock => {
  let now = start;
  let nextId = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  return {
    now: () => now,
    setTimeout: (callback, ms) => {
      const id = nextId++;
      timers.set(id, { at: now + Math.max(0, ms), callback });
      return id;
    },
    clearTimeout: (handle) => void timers.delete(handle as number),
    advance: (ms) => {
      const end = now + ms;
      for (;;) {
        const due = [...timers]
          .filter(([, timer]) => timer.at <= end)
          .sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0];
        if (due === undefined) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].callback();
      }
      now = end;
    },
    pending: () => timers.size,
  };
};
