import { LoadingPlaceholder } from "../../shared/LoadingPlaceholder";
import { lazyWidget } from "../../shared/lazyWidget";
import type { PackageSearchBoxConnectedProps } from "./PackageSearchBoxConnected";

/**
 * The flight-plus-hotel form on the package results page ('Actualizar', or the home's form after a bad URL) in its
 * own chunk: its Headless UI widgets load after the results' first paint instead of in the route's own code.
 */
export const PackageSearchBoxLazy = lazyWidget<PackageSearchBoxConnectedProps>(
  async () => ({ default: (await import("./PackageSearchBoxConnected")).PackageSearchBoxConnected }),
  LoadingPlaceholder,
);
