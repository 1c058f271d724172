import { BREAKPOINT_MEDIA } from "@travesia/core";
import { useCallback, useSyncExternalStore } from "react";

/** Whether a media query matches now, following its changes. False where there is no `matchMedia`. */
export const useMediaQuery = (query: string): boolean => {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === "undefined" || typeof window.matchMedia !== "function") return () => {};
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  const snapshot = () =>
    typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, snapshot, () => false);
};

/** The spec's device class of the window: phone, tablet or desktop. */
export type DeviceClass = "phone" | "tablet" | "desktop";

/** The device class of the window, following resizes. */
export const useDeviceClass = (): DeviceClass => {
  const phone = useMediaQuery(BREAKPOINT_MEDIA.phone);
  const tablet = useMediaQuery(BREAKPOINT_MEDIA.belowDesktop);
  return phone ? "phone" : tablet ? "tablet" : "desktop";
};
