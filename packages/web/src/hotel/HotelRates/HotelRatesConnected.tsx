import {
  formatDestinationId,
  formatOccupancy,
  type HotelCluster,
  type HotelRatesReply,
  type HotelResultsLocation,
  hotelRatesSettings,
} from "@travesia/core";
import { useHotelRates, usePortalStore } from "@travesia/hooks";
import { HotelRateRowConnected } from "../HotelRateRow/HotelRateRowConnected";
import { HotelRates } from "./HotelRates";

/**
 * Props of the rooms tab. The lead mounts it in each abbreviated card's rooms tab:
 *
 * ```tsx
 * <HotelRatesConnected hotel={cluster} search={location} reply={searchReply} />
 * ```
 */
export interface HotelRatesConnectedProps {
  /** One cluster of the hotel search reply (core's `HotelCluster`, `api/hotelSearchReply.ts`). */
  readonly hotel: HotelCluster;
  /** The results page's URL as core's `parseHotelResultsUrl` reads it (dates, rooms, destination). */
  readonly search: HotelResultsLocation;
  /**
   * Optional: the search reply, for its currency, per-night flag, tax labels and feature flags. Without it the
   * portal configuration's flags and the session currency are used (core's `hotelRatesSettings`).
   */
  readonly reply?: HotelRatesReply;
}

/**
 * The rooms tab of a hotel (spec 001 §2, §4): `useHotelRates` for the rows (first 3, the rest on demand, 'Más
 * tarifas', rates on demand), each row with its policy, quote button and add-to-budget control.
 */
export const HotelRatesConnected = ({ hotel, search, reply }: HotelRatesConnectedProps) => {
  const rates = useHotelRates(hotel, search);
  const flags = usePortalStore("config", (state) => state.flags);
  const currencyId = usePortalStore("currency", (state) => state.currencyId);
  const featureGroups = usePortalStore("config", (state) => state.featureGroups);
  const settings = hotelRatesSettings(reply, { flags, featureGroups, currencyId }, search.route);
  const occupancy = formatOccupancy(search.route.rooms);
  const destinationId = hotel.destination?.code ?? formatDestinationId(search.route.destination);
  return (
    <HotelRates
      hotelName={hotel.name}
      status={rates.status}
      errorKey={rates.error?.key ?? null}
      rates={rates.data.shown}
      hiddenCount={rates.data.hiddenCount}
      onShowAll={rates.actions.showAll}
      renderRate={(rate) => (
        <HotelRateRowConnected
          key={rate.id}
          rate={rate}
          settings={settings}
          occupancy={occupancy}
          destinationId={destinationId}
          stay={search.route}
          moreOptions={{
            loading: rates.data.moreOptionsLoading === rate.id,
            onClick: () => rates.actions.moreOptions(rate),
          }}
          relatedRatesUrl={settings.relatedRates ? rates.actions.relatedRatesUrl(rate) : null}
        />
      )}
    />
  );
};
