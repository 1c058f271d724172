import { LoadingPlaceholder } from "../../shared/LoadingPlaceholder";
import { lazyWidget } from "../../shared/lazyWidget";
import type { HotelRatesConnectedProps } from "./HotelRatesConnected";

/** A card's rooms tab (rates, policies, quote, add to budget) in its own chunk, loaded when a tab is first opened. */
export const HotelRatesLazy = lazyWidget<HotelRatesConnectedProps>(
  async () => ({ default: (await import("./HotelRatesConnected")).HotelRatesConnected }),
  LoadingPlaceholder,
);
