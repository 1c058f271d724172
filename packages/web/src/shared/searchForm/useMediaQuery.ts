import { useCallback, useSyncExternalStore } from "react";

/** Spec 000 §9 breakpoints: phone below 768 px, tablet below 991 px (the CSS uses the same widths). */
const PHONE_QUERY = "(max-width: 767.98px)";
const TABLET_QUERY = "(max-width: 990.98px)";

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
  const phone = useMediaQuery(PHONE_QUERY);
  const tablet = useMediaQuery(TABLET_QUERY);
  return phone ? "phone" : tablet ? "tablet" : "desktop";
};
