import { accommodationDetailHref, hotelOfferWidgetCount, parseHouseResultsUrl, ROUTES } from "@travesia/core";
import { useHouseResults } from "@travesia/hooks";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { HotelResultsFiltersLazy } from "../../hotel/HotelResultsFilters/HotelResultsFiltersLazy";
import { HotelResultsMapSlot } from "../../hotel/HotelResultsMap/HotelResultsMapSlot";
import { useViewportWidth } from "../../hotel/useViewportWidth";
import { HouseRateConnected } from "../HouseRate/HouseRateConnected";
import { HouseResultsSearchFormLazy } from "../HouseResultsSearchForm/HouseResultsSearchFormLazy";
import { HouseResultsPage } from "./HouseResultsPage";

/**
 * The house results route wired to `useHouseResults` (`POST /api/v1/houses/search`), with the house box restored
 * from the URL, with the same filters and map as the hotel page.
 */
export const HouseResultsPageConnected = () => {
  const location = useLocation();
  const navigate = useNavigate();
  const width = useViewportWidth();
  const url = `${location.pathname}${location.search}${location.hash}`;
  const results = useHouseResults({ url, navigate: (next) => navigate(next), viewportWidth: width });
  const [editing, setEditing] = useState(false);
  const box = results.data.houseBox;
  // The stay the cards' rate and detail link carry (the page shows nothing else for a bad URL).
  const parsed = parseHouseResultsUrl(url);
  const route = parsed._tag === "Success" ? parsed.success : null;
  return (
    <HouseResultsPage
      {...(route === null
        ? {}
        : {
            rates: (house) => <HouseRateConnected house={house} stay={route} reply={results.data.reply ?? undefined} />,
            detailHref: (house) => accommodationDetailHref("house", house, { ...route, occupancy: [route.passengers] }),
          })}
      filters={<HotelResultsFiltersLazy data={results.data} actions={results.actions} viewportWidth={width} />}
      map={<HotelResultsMapSlot data={results.data} actions={results.actions} />}
      status={results.status}
      data={results.data}
      errorKey={results.error?.key ?? null}
      actions={results.actions}
      editing={editing || results.status === "invalid"}
      onToggleEdit={() => setEditing(!editing)}
      searchForm={<HouseResultsSearchFormLazy key={location.pathname} initial={box} />}
      mapHref={results.data.mapUrl}
      homeHref={ROUTES.home}
      onRefresh={() => window.location.reload()}
      offerWidgets={hotelOfferWidgetCount(width)}
    />
  );
};
