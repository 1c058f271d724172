import { accommodationDetailHref, hotelOfferWidgetCount, parseHotelResultsUrl, ROUTES } from "@travesia/core";
import { useAggregatedCards, useHotelResults } from "@travesia/hooks";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { HotelRatesLazy } from "../HotelRates/HotelRatesLazy";
import { HotelResultsFiltersLazy } from "../HotelResultsFilters/HotelResultsFiltersLazy";
import { HotelResultsMapConnected } from "../HotelResultsMap/HotelResultsMapConnected";
import { HotelResultsSearchFormLazy } from "../HotelResultsSearchForm/HotelResultsSearchFormLazy";
import { useViewportWidth } from "../useViewportWidth";
import { HotelResultsPage } from "./HotelResultsPage";

/**
 * The hotel results and milestone routes wired to `useHotelResults` (the URL is the state), with the filter sidebar
 * (the phone's filter panel), the map of the map view and each card's rooms tab (the rates).
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
  // The rooms tab reads the search as the results or milestone route names it (the map v3 route is a results one).
  const search = results.data.hotelSearch;
  const parsed = parseHotelResultsUrl(url);
  const rateSearch =
    search === null ? null : { view: parsed._tag === "Success" ? parsed.success.view : "results", route: search.route };
  return (
    <HotelResultsPage
      kind="hotel"
      filters={<HotelResultsFiltersLazy data={results.data} actions={results.actions} viewportWidth={width} />}
      map={<HotelResultsMapConnected data={results.data} actions={results.actions} />}
      {...(rateSearch === null
        ? {}
        : {
            rates: (hotel) => <HotelRatesLazy hotel={hotel} search={rateSearch} reply={results.data.reply} />,
            detailHref: (hotel) =>
              accommodationDetailHref("hotel", hotel, { ...rateSearch.route, occupancy: rateSearch.route.rooms }),
          })}
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
