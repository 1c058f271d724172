// `window.innerWidth` and `innerHeight` make the browser lay the page out first when it has changes pending: read in a
// render, they laid out a page half drawn (a forced layout in the detail page's load, Lighthouse trace; one per render
// on the results pages). The size changes only with a resize, so it is read once when this module runs (the page is
// laid out then) and again on each resize, and renders read the kept value.

/** The window's size in CSS pixels, as last laid out. */
export interface ViewportSize {
  readonly width: number;
  readonly height: number;
}

/** The size assumed where there is no window (a server's render): a desktop's. */
export const DESKTOP_VIEWPORT: ViewportSize = { width: 1280, height: 900 };

const read = (): ViewportSize =>
  typeof window === "undefined" ? DESKTOP_VIEWPORT : { width: window.innerWidth, height: window.innerHeight };

let size = read();
const listeners = new Set<() => void>();
if (typeof window !== "undefined") {
  window.addEventListener("resize", () => {
    size = read();
    for (const listener of listeners) listener();
  });
}

/** The window's size kept since the last resize (never a layout of its own); desktop's outside a browser. */
export const viewportSize = (): ViewportSize => size;

/** Calls `onChange` after each resize; returns the unsubscribe. */
export const subscribeViewportSize = (onChange: () => void): (() => void) => {
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
  };
};
