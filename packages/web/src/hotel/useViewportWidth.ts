import { useSyncExternalStore } from "react";

const subscribe = (onChange: () => void) => {
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
};

/** The window's width, followed on resize (core's `hotelViewMode` picks the view from it); desktop when unknown. */
export const useViewportWidth = (): number =>
  useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    () => 1280,
  );
