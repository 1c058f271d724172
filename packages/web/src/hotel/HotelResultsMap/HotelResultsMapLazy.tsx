import { lazyWidget } from "../../shared/lazyWidget";
import { HotelResultsMapPlaceholder } from "./HotelResultsMapPlaceholder";

/**
 * The hotel results map (spec 001 §2 view 'mapa'): Leaflet with the price markers, clusters, the point of
 * interest and the selected hotel's info box. Leaflet and its CSS are a chunk of their own, loaded only when a map
 * is drawn; until it arrives the placeholder holds the same box. Props: `HotelResultsMapProps` (in `HotelResultsMapPlaceholder.tsx`, which carries no Leaflet).
 *
 * @example
 * <HotelResultsMapLazy markers={hotelMapMarkers(hotels, context)} selectedHotelId={id} onSelect={select} info={<Card />} />
 */
export const HotelResultsMapLazy = lazyWidget(
  async () => ({ default: (await import("./HotelResultsMap")).HotelResultsMap }),
  HotelResultsMapPlaceholder,
);
