import { hotelOfferWidgetCount, ROUTES } from "@travesia/core";
import { useAggregatedCards, useHotelResults } from "@travesia/hooks";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { HotelResultsSearchFormLazy } from "../HotelResultsSearchForm/HotelResultsSearchFormLazy";
import { useViewportWidth } from "../useViewportWidth";
import { HotelResultsPage } from "./HotelResultsPage";

/**
 * The hotel results and milestone routes wired to `useHotelResults` (the URL is the state). Slots left to the
 * pieces built beside this page: `filters` (the filter sidebar), `map` (the map) and `rates` (the rooms tab).
 */
export const HotelResultsPageConnected = () => {
  const location = useLocation();
  const navigate = useNavigate();
  const width = useViewportWidth();
  const url = `${location.pathname}${location.search}${location.hash}`;
  const results = useHotelResults({ url, navigate: (next) => navigate(next), viewportWidth: width });
  const cards = useAggregatedCards();
  const [editing, setEditing] = useState(false);
  const box = results.data.hotelBox;
  const searchForm = (
    <HotelResultsSearchFormLazy key={`${location.pathname}|${box?.destinationName ?? ""}`} initial={box} />
  );
  return (
    <HotelResultsPage
      kind="hotel"
      status={results.status}
      data={results.data}
      errorKey={results.error?.key ?? null}
      actions={results.actions}
      cards={cards}
      editing={editing || results.status === "badUrl"}
      onToggleEdit={() => setEditing(!editing)}
      searchForm={searchForm}
      mapHref={results.data.mapUrl}
      homeHref={ROUTES.home}
      onRefresh={() => window.location.reload()}
      offerWidgets={hotelOfferWidgetCount(width)}
    />
  );
};
