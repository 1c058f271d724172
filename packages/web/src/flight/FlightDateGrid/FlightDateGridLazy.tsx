import { LoadingPlaceholder } from "../../shared/LoadingPlaceholder";
import { lazyWidget } from "../../shared/lazyWidget";
import type { FlightDateGridConnectedProps } from "./FlightDateGridConnected";

/** The date grid in its own chunk, loaded when it is shown (a flexible search, or its tab opened). */
export const FlightDateGridLazy = lazyWidget<FlightDateGridConnectedProps>(
  async () => ({ default: (await import("./FlightDateGridConnected")).FlightDateGridConnected }),
  LoadingPlaceholder,
);
