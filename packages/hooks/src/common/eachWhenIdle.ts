/** The idle-callback API `eachWhenIdle` schedules on: the browser's, or a test's. */
export interface IdleScheduler {
  readonly request: (run: (deadline: IdleDeadline) => void) => number;
  readonly cancel: (handle: number) => void;
}

/** The browser's idle callbacks; null where there are none (a server render, an old browser): nothing is done ahead. */
export const browserIdleScheduler = (): IdleScheduler | null =>
  typeof globalThis.requestIdleCallback === "function" && typeof globalThis.cancelIdleCallback === "function"
    ? {
        request: (run) => globalThis.requestIdleCallback(run),
        cancel: (handle) => globalThis.cancelIdleCallback(handle),
      }
    : null;

/** The time an idle period must still have for one more item: an item's work is about a millisecond at most. */
const ITEM_MARGIN_MS = 2;

/**
 * Runs `work` on each of `items` in order, a few in each idle period the browser grants (while the period has more
 * than ~2 ms left), until all are done or the returned function stops it. Work done ahead that a click would
 * otherwise do in its own task (a card's view built before the card is shown).
 *
 * @example useEffect(() => eachWhenIdle(scheduler, solutions, build), [scheduler, solutions]);
 */
export const eachWhenIdle = <T>(
  scheduler: IdleScheduler | null,
  items: readonly T[],
  work: (item: T) => void,
): (() => void) => {
  if (scheduler === null || items.length === 0) return () => {};
  let next = 0;
  let handle = 0;
  let stopped = false;
  const run = (deadline: IdleDeadline) => {
    while (!stopped && next < items.length && deadline.timeRemaining() > ITEM_MARGIN_MS) {
      work(items[next] as T);
      next += 1;
    }
    if (!stopped && next < items.length) handle = scheduler.request(run);
  };
  handle = scheduler.request(run);
  return () => {
    stopped = true;
    scheduler.cancel(handle);
  };
};
