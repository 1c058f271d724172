import { useLayoutEffect } from "react";

/**
 * The page's main content before the widgets' code. A page whose main content waits for a call (a detail page's
 * rates, the package and bundle results) holds the widgets' imports (`AfterHydration`, hence every `lazyWidget`: the
 * header's selectors, the session rules, the page's own menus) until that content has painted. Their chunks (~35 KB
 * gzip of Headless UI and the header's parts) otherwise share a slow connection with the page's reply and its render,
 * and Lighthouse counts every request that ends before the largest paint in it (package results LCP 2,222 → 1,996 ms,
 * hotel detail 2,306 → 2,068 ms, A/B of 6 runs each, 2026-11-29). The placeholders look like the widgets meanwhile.
 *
 * The hold never outlasts `WIDGETS_HOLD_LIMIT_MS` (a slow search does not leave the header inert), and it ends at the
 * visitor's first input anywhere (a press, a key, a focus): a person reaching for a widget gets its code at once.
 */
export const WIDGETS_HOLD_LIMIT_MS = 3000;

let holds = 0;
/** Bumped by `resetWidgetsHold`: a hold taken before it lets nothing go. */
let generation = 0;
let waiting: Array<() => void> = [];
let released = false;

const releaseAll = () => {
  const resolve = waiting;
  waiting = [];
  for (const done of resolve) done();
};

const onInput = () => {
  released = true;
  for (const type of INPUTS) removeEventListener(type, onInput, true);
  releaseAll();
};

const INPUTS = ["pointerdown", "keydown", "focusin"] as const;

/** Resolves once no page holds the widgets (at once when none does), at the first input, or after the limit. */
export const whenWidgetsMayLoad = (): Promise<void> => {
  if (holds === 0 || released) return Promise.resolve();
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(limit);
      resolve();
    };
    const limit = setTimeout(() => {
      waiting = waiting.filter((other) => other !== finish);
      finish();
    }, WIDGETS_HOLD_LIMIT_MS);
    waiting.push(finish);
  });
};

/** After the frame that shows what was just committed has painted (a hidden tab, without frames, relies on the limit). */
const afterNextPaint = (run: () => void) => requestAnimationFrame(() => setTimeout(run, 0));

/** Takes a hold; the returned function lets it go (once), after the next paint. */
const hold = (): (() => void) => {
  holds++;
  if (holds === 1 && !released) for (const type of INPUTS) addEventListener(type, onInput, true);
  const taken = generation;
  let letGo = false;
  return () => {
    if (letGo) return;
    letGo = true;
    afterNextPaint(() => {
      if (taken !== generation) return;
      holds--;
      if (holds > 0) return;
      for (const type of INPUTS) removeEventListener(type, onInput, true);
      releaseAll();
    });
  };
};

/**
 * A page holds the widgets' imports while `contentShown` is false; the hold ends after the paint of the commit that
 * shows the content (or when the page leaves). Taken in a layout effect, before any widget asks (they ask in a task
 * after their own mount).
 */
export const useWidgetsWaitFor = (contentShown: boolean): void => {
  useLayoutEffect(() => {
    if (contentShown) return;
    return hold();
  }, [contentShown]);
};

/** Tests only: forget every hold and the input seen. */
export const resetWidgetsHold = (): void => {
  holds = 0;
  generation++;
  released = false;
  for (const type of INPUTS) removeEventListener(type, onInput, true);
  releaseAll();
};
