import { lazyWidget } from "../../shared/lazyWidget";
import { CircuitRouteMapPlaceholder } from "./CircuitRouteMapPlaceholder";

/** The route map, Leaflet loaded in its own chunk after the page's first paint (placeholder of the same size). */
export const CircuitRouteMapLazy = lazyWidget(
  async () => ({ default: (await import("./CircuitRouteMap")).CircuitRouteMap }),
  CircuitRouteMapPlaceholder,
);
