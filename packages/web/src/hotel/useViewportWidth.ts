import { useSyncExternalStore } from "react";
import { DESKTOP_VIEWPORT, subscribeViewportSize, viewportSize } from "../shared/viewportSize";

const width = () => viewportSize().width;
const desktop = () => DESKTOP_VIEWPORT.width;

/**
 * The window's width, followed on resize (core's `hotelViewMode` picks the view from it); desktop when unknown. Read
 * from the size kept since the last resize (`shared/viewportSize.ts`), never from the window while rendering.
 */
export const useViewportWidth = (): number => useSyncExternalStore(subscribeViewportSize, width, desktop);
