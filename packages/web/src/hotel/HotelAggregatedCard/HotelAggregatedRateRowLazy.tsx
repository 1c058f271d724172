import { lazy, Suspense } from "react";
import type { HotelAggregatedRateRowConnectedProps } from "./HotelAggregatedRateRowConnected";

// React's own lazy, not the shared lazyWidget: that one wraps its widget in a <div>, and the row must stay an <li>
// of the card's list.
const Row = lazy(async () => ({
  default: (await import("./HotelAggregatedRateRowConnected")).HotelAggregatedRateRowConnected,
}));

/** An aggregated card's expanded rate with its actions, its code loaded when a card is first expanded. */
export const HotelAggregatedRateRowLazy = (props: HotelAggregatedRateRowConnectedProps) => (
  <Suspense fallback={<li aria-hidden="true" />}>
    <Row {...props} />
  </Suspense>
);
