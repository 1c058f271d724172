import { useLayoutEffect } from "react";

/**
 * The page's main content before the widgets' code. A page whose main content waits for a call (a detail page's
 * rates, the package and bundle results) holds the widgets' imports (`AfterHydration`, hence every `lazyWidget`: the
 * header's selectors, the session rules, the page's own menus) until that content has painted. Their chunks (Headless
 * UI and the header's parts) otherwise share a slow connection with the page's reply and its render, and Lighthouse
 * counts every request that ends before the largest paint in it, so they delayed the package results' and the hotel
 * detail's largest paint. The placeholders look like the widgets meanwhile.
 *
 * The hold never outlasts `WIDGETS_HOLD_LIMIT_MS` (a slow search does not leave the header inert), and it ends at the
 * visitor's first input anywhere (a press, a key, a focus): a person reaching for a widget gets its code at once.
 */
export const WIDGETS_HOLD_LIMIT_MS = 3000;

const INPUTS = ["pointerdown", "keydown", "focusin"] as const;

let holds = 0;
/** Bumped by `resetWidgetsHold`: a hold taken before it lets nothing go. */
let generation = 0;
/** The widgets waiting; resolving one twice (released, then its limit) does nothing. */
let waiting: Array<() => void> = [];
/** The visitor has pressed, typed or focused something: no page holds anything any more. */
let released = false;

const listen = (on: boolean) => {
  for (const type of INPUTS) (on ? addEventListener : removeEventListener)(type, onInput, true);
};

const releaseAll = () => {
  const resolve = waiting;
  waiting = [];
  for (const done of resolve) done();
};

function onInput() {
  released = true;
  listen(false);
  releaseAll();
}

/** Resolves once no page holds the widgets (at once when none does), at the first input, or after the limit. */
export const whenWidgetsMayLoad = (): Promise<void> => {
  if (holds === 0 || released) return Promise.resolve();
  return new Promise((resolve) => {
    waiting.push(resolve);
    setTimeout(resolve, WIDGETS_HOLD_LIMIT_MS);
  });
};

/** After the frame that shows what was just committed has painted (a hidden tab, without frames, relies on the limit). */
const afterNextPaint = (run: () => void) => requestAnimationFrame(() => setTimeout(run, 0));

/** Takes a hold; the returned function (an effect's cleanup, called once) lets it go after the next paint. */
const hold = (): (() => void) => {
  holds++;
  if (holds === 1 && !released) listen(true);
  const taken = generation;
  return () =>
    afterNextPaint(() => {
      if (taken !== generation) return;
      holds--;
      if (holds > 0) return;
      listen(false);
      releaseAll();
    });
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
  listen(false);
  releaseAll();
};
