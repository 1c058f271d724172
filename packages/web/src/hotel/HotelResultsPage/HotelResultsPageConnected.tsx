import {
  accommodationDetailHref,
  buildHotelDetailUrl,
  type HotelCluster,
  type HotelRate,
  hotelAbbreviatedCard,
  hotelDetailRouteOf,
  hotelOfferWidgetCount,
  hotelRatesReplyOf,
  hotelViewIsAggregated,
  parseHotelResultsUrl,
  ROUTES,
} from "@travesia/core";
import {
  useHotelCompareSelection,
  useHotelFavourites,
  useHotelPdfSelection,
  useHotelResults,
  useShared,
} from "@travesia/hooks";
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { HotelAggregatedRateRowLazy } from "../HotelAggregatedCard/HotelAggregatedRateRowLazy";
import { HotelCompareBar } from "../HotelCompareBar/HotelCompareBar";
import { HotelMultiPdfLazy } from "../HotelMultiPdf/HotelMultiPdfLazy";
import { HotelRatesLazy } from "../HotelRates/HotelRatesLazy";
import { HotelResultsFiltersLazy } from "../HotelResultsFilters/HotelResultsFiltersLazy";
import { HotelResultsMapSlot } from "../HotelResultsMap/HotelResultsMapSlot";
import { HotelResultsSearchFormLazy } from "../HotelResultsSearchForm/HotelResultsSearchFormLazy";
import { HotelShareBarLazy } from "../HotelShareBar/HotelShareBarLazy";
import { useViewportWidth } from "../useViewportWidth";
import { HotelResultsPage, type HotelResultsPageProps } from "./HotelResultsPage";

const HotelResultsPageWithCardsLazy = lazy(async () => ({
  default: (await import("./HotelResultsPageWithCards")).HotelResultsPageWithCards,
}));

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
  // The cards' actions start loading with the page, while the search runs: by the time a card shows, its print and
  // share buttons are the working ones, not their placeholder.
  // In a task of their own: the imports add their modulepreload links, work the mount's long task did not need.
  useEffect(() => {
    const timer = setTimeout(() => {
      void HotelShareBarLazy.preload();
      void HotelMultiPdfLazy.preload();
    }, 0);
    return () => clearTimeout(timer);
  }, []);
  const pdfSelection = useHotelPdfSelection(results.data.hotelSearch);
  const favourites = useHotelFavourites();
  const compare = useHotelCompareSelection(results.data.hotelSearch, results.data.reply?.extras?.destination ?? null);
  const [editing, setEditing] = useState(false);
  const { data, actions } = results;
  const box = data.hotelBox;
  const formKey = `${location.pathname}|${box?.destinationName ?? ""}`;
  // The slots are memoised elements: a redraw of the page (a progress tick, the loading overlay) leaves them alone.
  // The form reads `initial` when it mounts (and on reset); the hook keeps the box by value, so a filter click does
  // not draw it again.
  const searchForm = useMemo(() => <HotelResultsSearchFormLazy key={formKey} initial={box} />, [formKey, box]);
  // The hook's data keeps its identity until the search or the screen changes, and its verbs for the page's life.
  const { reply } = data;
  const favouriteIds = favourites.data.ids;
  const filtersSlot = useMemo(
    () => (
      <HotelResultsFiltersLazy
        data={data}
        actions={actions}
        viewportWidth={width}
        {...(favouriteIds === undefined ? {} : { favouriteIds })}
      />
    ),
    [data, actions, width, favouriteIds],
  );
  // The rooms tab reads the search as the results or milestone route names it (the map v3 route is a results one).
  // Kept across filter, sort and page clicks (the hook shares the same search's route): the card slots below depend
  // on it, and a new one at each click drew every drawn card again, dimmed, before the reply.
  const route = data.hotelSearch?.route ?? null;
  const view = useMemo(() => {
    const parsed = parseHotelResultsUrl(url);
    return parsed._tag === "Success" ? parsed.success.view : "results";
  }, [url]);
  const rateSearch = useMemo(() => (route === null ? null : ({ view, route } as const)), [route, view]);
  // The rooms tab reads the reply's envelope alone (currency, taxes, flags), kept by value: a filter click's guess and
  // its reply carry the same one, and taking the reply itself drew every card again for each of the two.
  const ratesReply = useShared(reply === undefined ? undefined : hotelRatesReplyOf(reply));
  const rates = useCallback(
    (hotel: HotelCluster) =>
      rateSearch === null ? null : <HotelRatesLazy hotel={hotel} search={rateSearch} reply={ratesReply} />,
    [rateSearch, ratesReply],
  );
  const aggregatedRateRow = useCallback(
    (hotel: HotelCluster, rate: HotelRate) =>
      rateSearch === null ? null : (
        <HotelAggregatedRateRowLazy key={rate.id} hotel={hotel} rate={rate} search={rateSearch} reply={ratesReply} />
      ),
    [rateSearch, ratesReply],
  );
  const onToggleEdit = useCallback(() => setEditing((was) => !was), []);
  const tripadvisor = reply?.showTripAdvisor === true;
  // The card slots keep their identity until what they show changes, so the memoised cards are not all drawn again:
  // they depend on the hooks' values and verbs, never on the hooks' result objects (new at every render: each
  // progress tick drew every card again).
  const shareActions = useCallback(
    (hotel: HotelCluster) =>
      rateSearch === null ? null : (
        <HotelShareBarLazy
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
    [rateSearch, tripadvisor, pdfSelection.selected, pdfSelection.toggle],
  );
  const detailHref = useCallback(
    (hotel: HotelCluster) =>
      rateSearch === null
        ? ""
        : accommodationDetailHref("hotel", hotel, { ...rateSearch.route, occupancy: rateSearch.route.rooms }),
    [rateSearch],
  );
  const keep = useCallback(
    (hotel: HotelCluster) => ({
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
    }),
    [
      favourites.data.isFavourite,
      favourites.status,
      favourites.data.pending,
      favourites.actions.toggle,
      compare.data.ids,
      compare.data.full,
      compare.actions.toggle,
    ],
  );
  const pageProps: Omit<HotelResultsPageProps, "cards"> = {
    kind: "hotel",
    filters: filtersSlot,
    map: <HotelResultsMapSlot data={data} actions={actions} />,
    ...(rateSearch === null
      ? {}
      : {
          rates,
          shareActions,
          detailHref,
          aggregatedRateRow,
          multiPdf: <HotelMultiPdfLazy selection={pdfSelection} resultsUrl={url} tripadvisor={tripadvisor} />,
        }),
    keep,
    ...(favourites.data.ids === undefined ? {} : { favouriteIds: favourites.data.ids }),
    compareBar: (
      <HotelCompareBar
        count={compare.data.ids.length}
        maximum={compare.data.maximum}
        full={compare.data.full}
        onClear={compare.actions.clear}
        refusal={compare.data.refusal}
        onDismiss={compare.actions.dismiss}
        onCompare={() => {
          const next = compare.actions.compare();
          if (next !== null) navigate(next);
        }}
      />
    ),
    status: results.status,
    data: results.data,
    errorKey: results.error?.key ?? null,
    actions: results.actions,
    editing: editing || results.status === "invalid",
    onToggleEdit,
    searchForm,
    mapHref: results.data.mapUrl,
    homeHref: ROUTES.home,
    onRefresh: () => window.location.reload(),
    offerWidgets: hotelOfferWidgetCount(width),
  };
  const page = <HotelResultsPage {...pageProps} />;
  // An aggregated view's page comes with its cards' machinery, loaded once the reply says so; until then (and while
  // that module arrives) the same page draws the cards' placeholders.
  return hotelViewIsAggregated(reply?.viewType) ? (
    <Suspense fallback={page}>
      <HotelResultsPageWithCardsLazy {...pageProps} />
    </Suspense>
  ) : (
    page
  );
};
