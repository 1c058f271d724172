import { LoadingPlaceholder } from "../../shared/LoadingPlaceholder";
import { lazyWidget } from "../../shared/lazyWidget";
import type { FlightFilterPanelProps } from "./FlightFilterPanel";

/** The flight filter panel in its own chunk, loaded after the results page's first paint. */
export const FlightFilterPanelLazy = lazyWidget<FlightFilterPanelProps>(
  async () => ({ default: (await import("./FlightFilterPanel")).FlightFilterPanel }),
  LoadingPlaceholder,
);
