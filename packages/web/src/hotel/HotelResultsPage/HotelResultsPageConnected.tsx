import {
  accommodationDetailHref,
  buildHotelDetailUrl,
  hotelAbbreviatedCard,
  hotelDetailRouteOf,
  hotelOfferWidgetCount,
  parseHotelResultsUrl,
  ROUTES,
} from "@travesia/core";
import {
  useAggregatedCards,
  useHotelCompareSelection,
  useHotelFavourites,
  useHotelPdfSelection,
  useHotelResults,
} from "@travesia/hooks";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { HotelCompareBar } from "../HotelCompareBar/HotelCompareBar";
import { HotelMultiPdfConnected } from "../HotelMultiPdf/HotelMultiPdfConnected";
import { HotelRatesLazy } from "../HotelRates/HotelRatesLazy";
import { HotelResultsFiltersLazy } from "../HotelResultsFilters/HotelResultsFiltersLazy";
import { HotelResultsMapConnected } from "../HotelResultsMap/HotelResultsMapConnected";
import { HotelResultsSearchFormLazy } from "../HotelResultsSearchForm/HotelResultsSearchFormLazy";
import { HotelShareBarConnected } from "../HotelShareBar/HotelShareBarConnected";
import { useViewportWidth } from "../useViewportWidth";
import { HotelResultsPage } from "./HotelResultsPage";

/**
 * The hotel results and milestone routes wired to `useHotelResults` (the URL is the state), with the filter sidebar
 * (the phone's filter panel), the map of the map view, each card's rooms tab (the rates), its favourite toggle and
 * comparison pick, and the comparison bar.
 */
export const HotelResultsPageConnected = () => {
  const location = useLocation();
  const navigate = useNavigate();
  const width = useViewportWidth();
  const url = `${location.pathname}${location.search}${location.hash}`;
  const results = useHotelResults({ url, navigate: (next) => navigate(next), viewportWidth: width });
  const cards = useAggregatedCards();
  const pdfSelection = useHotelPdfSelection();
  const favourites = useHotelFavourites();
  const compare = useHotelCompareSelection(results.data.hotelSearch, results.data.reply?.extras?.destination ?? null);
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
  const tripadvisor = results.data.reply?.showTripAdvisor === true;
  return (
    <HotelResultsPage
      kind="hotel"
      filters={<HotelResultsFiltersLazy data={results.data} actions={results.actions} viewportWidth={width} />}
      map={<HotelResultsMapConnected data={results.data} actions={results.actions} />}
      {...(rateSearch === null
        ? {}
        : {
            rates: (hotel) => <HotelRatesLazy hotel={hotel} search={rateSearch} reply={results.data.reply} />,
            shareActions: (hotel) => (
              <HotelShareBarConnected
                hotelName={hotel.name}
                hotelId={hotel.hotelDetailId}
                detailPath={buildHotelDetailUrl(hotelDetailRouteOf(hotel, rateSearch.route))}
                rateIds={hotelAbbreviatedCard(hotel).visibleRates.map((rate) => rate.tripProductID)}
                tripadvisor={tripadvisor}
                pick={{
                  selected: pdfSelection.selected.includes(hotel.hotelDetailId),
                  onToggle: () => pdfSelection.toggle(hotel.hotelDetailId),
                }}
              />
            ),
            multiPdf: <HotelMultiPdfConnected selection={pdfSelection} resultsUrl={url} tripadvisor={tripadvisor} />,
            detailHref: (hotel) =>
              accommodationDetailHref("hotel", hotel, { ...rateSearch.route, occupancy: rateSearch.route.rooms }),
          })}
      keep={(hotel) => ({
        favourite: {
          on: favourites.data.isFavourite(hotel),
          busy: favourites.status === "loading" || favourites.data.pending.has(hotel.hotelDetailId),
          onToggle: () => favourites.actions.toggle(hotel),
        },
        compare: {
          checked: compare.data.ids.includes(hotel.hotelDetailId),
          disabled: compare.data.full && !compare.data.ids.includes(hotel.hotelDetailId),
          onToggle: () => compare.actions.toggle(hotel.hotelDetailId),
        },
      })}
      {...(favourites.data.ids === undefined ? {} : { favouriteIds: favourites.data.ids })}
      compareBar={
        <HotelCompareBar
          count={compare.data.ids.length}
          maximum={compare.data.maximum}
          full={compare.data.full}
          onClear={compare.actions.clear}
          onCompare={() => {
            const next = compare.actions.compare();
            if (next !== null) navigate(next);
          }}
        />
      }
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
