import { hotelMapMarkers, hotelPriceModeBasis } from "@travesia/core";
import type { HotelResultsActions, HotelResultsData } from "@travesia/hooks";
import { useMemo } from "react";
import { useLocation } from "react-router-dom";
import { useLanguageCode } from "../../i18n/LanguageContext";
import { HotelResultsMapLazy } from "./HotelResultsMapLazy";

/** Props of {@link HotelResultsMapConnected}. */
export interface HotelResultsMapConnectedProps {
  readonly data: Pick<
    HotelResultsData,
    "hotels" | "currencyCode" | "summary" | "priceMode" | "selectedHotelId" | "filters"
  >;
  readonly actions: Pick<HotelResultsActions, "selectHotel">;
}

/**
 * The map of the results page's map view: the page's hotels as price markers (core's `hotelMapMarkers`, in the
 * page's price mode and currency), the selected hotel, and the point of interest with its radius when the filters
 * hold one. The page draws the selected hotel's info box beside it. A new search (path) opens a fresh map, whose
 * centre and zoom are read once.
 */
export const HotelResultsMapConnected = ({ data, actions }: HotelResultsMapConnectedProps) => {
  const language = useLanguageCode();
  const { pathname } = useLocation();
  const nights = data.summary?.nights ?? 1;
  const markers = useMemo(
    () =>
      hotelMapMarkers(data.hotels, {
        currency: data.currencyCode,
        nights,
        basis: hotelPriceModeBasis(data.priceMode),
        language,
      }),
    [data.hotels, data.currencyCode, nights, data.priceMode, language],
  );
  const poi = data.filters.poi;
  return (
    <HotelResultsMapLazy
      key={pathname}
      markers={markers}
      selectedHotelId={data.selectedHotelId}
      onSelect={actions.selectHotel}
      poi={
        poi.geo === null ? null : { ...poi.geo, radiusKm: poi.radio, ...(poi.name === null ? {} : { name: poi.name }) }
      }
    />
  );
};
