import { useSyncExternalStore } from "react";

// `window.innerWidth` makes the browser lay the page out first when it has changes pending, and React calls a store's
// snapshot on every render: read there, it laid out a page half drawn (a forced layout in the detail page's load,
// Lighthouse trace; one per render on the results pages). The width changes only with a resize, so it is read once
// when this module runs (the page is laid out then) and again on each resize, and renders read the kept value.
let width = typeof window === "undefined" ? 1280 : window.innerWidth;
const listeners = new Set<() => void>();
if (typeof window !== "undefined") {
  window.addEventListener("resize", () => {
    width = window.innerWidth;
    for (const listener of listeners) listener();
  });
}

const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
  };
};

/** The window's width, followed on resize (core's `hotelViewMode` picks the view from it); desktop when unknown. */
export const useViewportWidth = (): number =>
  useSyncExternalStore(
    subscribe,
    () => width,
    () => 1280,
  );
