import type { HotelActiveView } from "../api/hotelSearchReply.js";
import { BREAKPOINTS } from "../shell/breakpoints.js";

/**
 * The result view to draw. Spec 001 §2: "View modes by active view: abreviada (abbreviated list, desktop), normal
 * (list, mobile), carousel (small tablets), mapa (map with an info box for the selected hotel)."
 * The map stays a map at any width; otherwise phones get `normal`, tablets `carousel`, and desktops the active view
 * (`abreviada` unless the reply's `showActiveView` asks for `normal`).
 *
 * @example hotelViewMode("abreviada", 1280) // "abreviada"
 * @example hotelViewMode("abreviada", 800) // "carousel"
 * @example hotelViewMode(undefined, 375) // "normal"
 */
export const hotelViewMode = (activeView: HotelActiveView | undefined, viewportWidth: number): HotelActiveView => {
  if (activeView === "mapa") return "mapa";
  if (viewportWidth < BREAKPOINTS.phone) return "normal";
  if (viewportWidth < BREAKPOINTS.tablet) return "carousel";
  return activeView === "normal" ? "normal" : "abreviada";
};
