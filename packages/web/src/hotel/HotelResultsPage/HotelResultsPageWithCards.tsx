import { useAggregatedCards } from "@travesia/hooks";
import { HotelResultsPage, type HotelResultsPageProps } from "./HotelResultsPage";

/**
 * The results page of an aggregated view (a portal's `viewType`, never the default) with its cards' states and
 * rate pages (`useAggregatedCards`): a module of its own, so the default list view does not load that machinery.
 */
export const HotelResultsPageWithCards = (props: Omit<HotelResultsPageProps, "cards">) => {
  const cards = useAggregatedCards({
    path: props.data.hotelSearch?.route ?? null,
    tariffOnDemand: props.data.reply?.hotelsV2TariffOnDemand === true,
    hotels: props.data.hotels,
  });
  return <HotelResultsPage {...props} cards={cards} />;
};
