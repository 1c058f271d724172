import { LoadingPlaceholder } from "../../shared/LoadingPlaceholder";
import { lazyWidget } from "../../shared/lazyWidget";
import type { FlightDateGridTabProps } from "./FlightDateGridTab";

/** The date grid's tab (a Headless UI disclosure) in its own chunk, loaded after the results page's first paint. */
export const FlightDateGridTabLazy = lazyWidget<FlightDateGridTabProps>(
  async () => ({ default: (await import("./FlightDateGridTab")).FlightDateGridTab }),
  LoadingPlaceholder,
);
