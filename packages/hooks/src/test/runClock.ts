import type { FakeClock } from "./fakeClock.js";

/** Lets pending promises and TanStack Query's notifications (a system `setTimeout(0)`) settle. */
const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Moves a fake clock `ms` forward in steps, letting the promises of each step settle. */
export const runClock = async (clock: FakeClock, ms: number, step = 250): Promise<void> => {
  for (let spent = 0; spent < ms; spent += step) {
    await flush();
    clock.advance(Math.min(step, ms - spent));
  }
  await flush();
};
