import { LoadingPlaceholder } from "../../shared/LoadingPlaceholder";
import { lazyWidget } from "../../shared/lazyWidget";
import type { FlightSearchBoxConnectedProps } from "./FlightSearchBoxConnected";

/**
 * The flight search form on the results page ('Actualizar', or the full form after a bad URL) in its own chunk:
 * its Headless UI widgets load after the results' first paint instead of in the route's own code.
 */
export const FlightSearchBoxLazy = lazyWidget<FlightSearchBoxConnectedProps>(
  async () => ({ default: (await import("./FlightSearchBoxConnected")).FlightSearchBoxConnected }),
  LoadingPlaceholder,
);
