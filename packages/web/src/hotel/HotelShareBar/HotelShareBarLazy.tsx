import { lazyWidget } from "../../shared/lazyWidget";
import type { HotelShareBarConnectedProps } from "./HotelShareBarConnected";
import { HotelShareBarPlaceholder } from "./HotelShareBarPlaceholder";

/**
 * A card's print and share actions, whose code loads right after the page's first paint: kept out of the results
 * route's own first load (DESIGN.md: ≤ 40 KB gzip), as the share menu and the aggregated cards are.
 */
export const HotelShareBarLazy = lazyWidget<HotelShareBarConnectedProps>(
  async () => ({ default: (await import("./HotelShareBarConnected")).HotelShareBarConnected }),
  HotelShareBarPlaceholder,
);
