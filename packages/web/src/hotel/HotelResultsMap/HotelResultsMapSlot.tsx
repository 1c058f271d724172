import { lazy, Suspense } from "react";
import type { HotelResultsMapConnectedProps } from "./HotelResultsMapConnected";
import { HotelResultsMapPlaceholder } from "./HotelResultsMapPlaceholder";

/**
 * The map view's markers (core's `hotelMapMarkers`, the map projection) load with the map, not with the results
 * routes: their own JavaScript stays within its 40 KB budget. Until they arrive the map's placeholder holds the box.
 */
const HotelResultsMapConnected = lazy(async () => ({
  default: (await import("./HotelResultsMapConnected")).HotelResultsMapConnected,
}));

const NO_MARKERS = { markers: [], selectedHotelId: null, onSelect: () => undefined } as const;

/** The results page's map slot (drawn in the map view only): {@link HotelResultsMapConnected}, loaded when first drawn. */
export const HotelResultsMapSlot = (props: HotelResultsMapConnectedProps) => (
  <Suspense fallback={<HotelResultsMapPlaceholder {...NO_MARKERS} />}>
    <HotelResultsMapConnected {...props} />
  </Suspense>
);
