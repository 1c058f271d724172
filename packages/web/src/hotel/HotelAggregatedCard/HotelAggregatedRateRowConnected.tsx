import {
  buildHotelRelatedRatesUrl,
  formatDestinationId,
  formatOccupancy,
  type HotelCluster,
  type HotelRate,
  type HotelRatesReply,
  type HotelResultsLocation,
  hotelRatesSettings,
} from "@travesia/core";
import { usePortalStore } from "@travesia/hooks";
import { HotelRateRowConnected } from "../HotelRateRow/HotelRateRowConnected";

/** Props of {@link HotelAggregatedRateRowConnected}. */
export interface HotelAggregatedRateRowConnectedProps {
  readonly hotel: HotelCluster;
  readonly rate: HotelRate;
  /** The results page's URL as core's `parseHotelResultsUrl` reads it. */
  readonly search: HotelResultsLocation;
  readonly reply: HotelRatesReply | undefined;
}

/**
 * An aggregated card's expanded rate with the actions of a hotel's own rates (spec 001 §4): the same connected rate
 * row as the rooms tab (policy, quote or select, add to budget, related rates), with the same settings.
 */
export const HotelAggregatedRateRowConnected = ({
  hotel,
  rate,
  search,
  reply,
}: HotelAggregatedRateRowConnectedProps) => {
  const flags = usePortalStore("config", (state) => state.flags);
  const currencyId = usePortalStore("currency", (state) => state.currencyId);
  const featureGroups = usePortalStore("config", (state) => state.featureGroups);
  const settings = hotelRatesSettings(reply, { flags, featureGroups, currencyId }, search.route);
  return (
    <HotelRateRowConnected
      rate={rate}
      settings={settings}
      occupancy={formatOccupancy(search.route.rooms)}
      destinationId={hotel.destination?.code ?? formatDestinationId(search.route.destination)}
      stay={search.route}
      moreOptions={null}
      relatedRatesUrl={settings.relatedRates ? buildHotelRelatedRatesUrl(search.route, rate.id) : null}
    />
  );
};
