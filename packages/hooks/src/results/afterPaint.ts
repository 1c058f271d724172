import type { Clock } from "../provider/world.js";

/** Runs after the next frame is painted (a frame callback, then a task on the provider clock). */
export const afterPaint = (clock: Clock, run: () => void): void => {
  const frame = globalThis.requestAnimationFrame;
  if (typeof frame === "function") frame(() => clock.setTimeout(run, 0));
  else clock.setTimeout(run, 0);
};

/** The longest {@link painted} waits for a frame: a tab hidden right after the input paints none until shown again. */
export const PAINT_WAIT_MS = 100;

/** Settles after the next frame is painted ({@link afterPaint}), or after {@link PAINT_WAIT_MS} without one. */
export const painted = (clock: Clock): Promise<void> =>
  new Promise((settle) => {
    afterPaint(clock, settle);
    clock.setTimeout(settle, PAINT_WAIT_MS);
  });

/**
 * How long a click's URL waits for its search's reply: a slower reply is a slow server, and the URL (what a person
 * shares, reloads or goes back to) follows without it; a progressive search then shows its run under way.
 */
export const URL_WAITS_FOR_REPLY_MS = 600;

/** Runs once `replied` settles, or after {@link URL_WAITS_FOR_REPLY_MS} on the provider clock, whichever is first. */
export const afterReply = (clock: Clock, replied: Promise<void>, run: () => void): void => {
  let ran = false;
  const once = () => {
    if (ran) return;
    ran = true;
    clock.clearTimeout(bound);
    run();
  };
  const bound = clock.setTimeout(once, URL_WAITS_FOR_REPLY_MS);
  void replied.then(once, once);
};

/**
 * Runs after the next frame is painted, once the page is idle (`requestIdleCallback`, within a second): a click's URL
 * is written after its reply, when that is already on its way in, is drawn (the router's navigation and the
 * browser's history entry cost a long task); at once after the paint where the browser has no idle callbacks.
 */
export const afterPaintWhenIdle = (clock: Clock, run: () => void): void =>
  afterPaint(clock, () => {
    const idle = globalThis.requestIdleCallback;
    if (typeof idle === "function") idle(() => run(), { timeout: 1_000 });
    else run();
  });
