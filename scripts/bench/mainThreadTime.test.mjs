import { describe, expect, it } from "vitest";
import { inputStarts, inputThread, mainThreadTime } from "./_mainThreadTime.mjs";

/** A complete event on the page's main thread (pid 7, tid 1) from `startMs` lasting `durMs`. */
const at = (name, startMs, durMs, extra = {}) => ({
  name,
  ph: "X",
  pid: 7,
  tid: 1,
  ts: startMs * 1000,
  dur: durMs * 1000,
  ...extra,
});
const click = (startMs, durMs) => at("EventDispatch", startMs, durMs, { args: { data: { type: "click" } } });
const thread = { pid: 7, tid: 1 };

describe("the main thread's time for an input", () => {
  it("finds the thread that dispatched the input, and one start per input's task", () => {
    const events = [
      { ...at("RunTask", 0, 40), tid: 2 },
      at("RunTask", 100, 30),
      at("EventDispatch", 101, 2, { args: { data: { type: "pointerdown" } } }),
      click(104, 20),
      // The label's click forwarded to its box, in the same task: the same input.
      click(110, 5),
      at("RunTask", 300, 10),
      click(301, 5),
    ];
    expect(inputThread(events, ["click"])).toEqual(thread);
    expect(inputThread(events, ["keydown"])).toBeNull();
    expect(inputStarts(events, thread, ["click"])).toEqual([104_000, 301_000]);
  });

  it("splits a window into script, style and layout, paint, other task time and idle, and counts its frames", () => {
    const events = [
      // The click's task: 20 ms of script, a forced layout of 5, and 3 ms of the task's own (unnamed) time.
      at("RunTask", 100, 28),
      click(100, 20),
      at("FunctionCall", 101, 17),
      at("Layout", 120, 5),
      // A frame: 2 ms style, 6 ms paint, 1 ms commit, 1 ms of the task's own.
      at("RunTask", 140, 10),
      at("UpdateLayoutTree", 140, 2),
      at("Paint", 143, 6),
      at("Commit", 149, 1),
      // Another thread's work is not the page's.
      { ...at("RunTask", 100, 50), tid: 2 },
    ];
    const time = mainThreadTime(events, thread, 100_000, 60);
    expect(time).toEqual({ script: 20, styleLayout: 7, paint: 7, other: 4, idle: 22, frames: 1 });
  });

  it("counts a task that straddles the window's edge for its share, its children outside left out", () => {
    const events = [at("RunTask", 90, 20), at("FunctionCall", 90, 10), at("Layout", 100, 10)];
    const time = mainThreadTime(events, thread, 100_000, 20);
    expect(time.script).toBe(0);
    expect(time.styleLayout).toBe(10);
    expect(time.other).toBe(0);
    expect(time.idle).toBe(10);
  });
});
