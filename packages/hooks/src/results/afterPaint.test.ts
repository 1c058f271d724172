import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeClock } from "../test/fakeClock.js";
import { PAINT_WAIT_MS, painted } from "./afterPaint.js";

afterEach(() => vi.unstubAllGlobals());

describe("painted", () => {
  it("settles after the next frame's paint: the frame callback, then a task", async () => {
    const frames: (() => void)[] = [];
    vi.stubGlobal("requestAnimationFrame", (callback: () => void) => frames.push(callback));
    const clock = fakeClock();
    let done = false;
    void painted(clock).then(() => {
      done = true;
    });
    frames.forEach((frame) => void frame());
    clock.advance(0);
    await Promise.resolve();
    expect(done).toBe(true);
  });

  it("settles without a frame once its wait is over (a tab hidden at once paints none)", async () => {
    vi.stubGlobal("requestAnimationFrame", () => 0);
    const clock = fakeClock();
    let done = false;
    void painted(clock).then(() => {
      done = true;
    });
    clock.advance(PAINT_WAIT_MS - 1);
    await Promise.resolve();
    expect(done).toBe(false);
    clock.advance(1);
    await Promise.resolve();
    expect(done).toBe(true);
  });
});
