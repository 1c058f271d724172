import {
  type FlightSearchFilters,
  type FlightSolution,
  flightDateGridPresence,
  flightPriceView,
  flightSearchFoldDetails,
  flightSearchSummary,
  paginationView,
  portalPriceGo,
} from "@travesia/core";
import { useFlightLegChoice, useFlightResults, useFollowNavigation, usePortalStore } from "@travesia/hooks";
import { useCallback, useMemo, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { useViewportWidth } from "../../hotel/useViewportWidth";
import { useT } from "../../i18n/LanguageContext";
import { FlightDateGridLazy } from "../FlightDateGrid/FlightDateGridLazy";
import { FlightDateGridTabLazy } from "../FlightDateGridTab/FlightDateGridTabLazy";
import { FlightFilterPanelLazy } from "../FlightFilterPanel/FlightFilterPanelLazy";
import { FlightSearchBoxLazy } from "../FlightSearchBox/FlightSearchBoxLazy";
import { CardPanelsProvider } from "../FlightSolutionCard/cardPanels";
import { FlightSolutionCardConnected } from "../FlightSolutionCard/FlightSolutionCardConnected";
import { FlightResultsPage } from "./FlightResultsPage";

const NO_PASSENGERS = { adults: 1, children: 0, ages: [] };

/**
 * /flight/results/… wired to `useFlightResults` (the URL holds the search, filters, sort and page) and
 * `useFlightLegChoice` (outbound, then return, then the shared add-to-budget), with the filter panel and the date
 * grid (open for a flexible search, a tab on other round trips).
 */
export const FlightResultsPageConnected = () => {
  const location = useLocation();
  const navigate = useNavigate();
  // On a phone the panel is core's phone variant: folded behind its toggle, with the order-by select in its header.
  const results = useFlightResults(location.pathname + location.search, navigate, useViewportWidth());
  const flags = usePortalStore("config", (config) => config.flags);
  // Price-GO from the portal configuration's feature groups (core's one rule).
  const priceGo = usePortalStore("config", (config) => portalPriceGo(config));
  const { data, actions } = results;
  const choice = useFlightLegChoice({
    key: location.pathname,
    oneWay: data.search?.oneWay ?? true,
    passengers: data.search?.passengers ?? NO_PASSENGERS,
    searchDestinationId: data.searchDestinationId,
  });
  // The shared add-to-budget behaviour: after an add, on to the trip (or to /logout after a refused draft).
  useFollowNavigation(choice.navigation, navigate);
  const countryTax = flags.countryTax === true;
  const rgTax = flags.rgTax === true;
  // Each solution's price kept for that solution object (a click's list and the reply that agrees share them), so a
  // card whose solution did not change keeps its props and is not drawn again.
  const priceOf = useMemo(() => {
    const kept = new WeakMap<FlightSolution, ReturnType<typeof flightPriceView>>();
    return (solution: FlightSolution) => {
      const price = kept.get(solution) ?? flightPriceView(solution, { countryTax, rgTax, priceGo });
      kept.set(solution, price);
      return price;
    };
  }, [countryTax, rgTax, priceGo]);
  // The slots are memoised elements: while a newer reply loads the page redraws, and these keep their props, so they
  // are not drawn again. The form reads `initial` when it mounts (and on reset); the hook keeps it while the search is
  // the same.
  const { pathname } = location;
  const { form, search, panel, panelFilters, options, isAgent, cardAt } = data;
  const searchForm = useMemo(
    () => (
      // Without a search read from the address the form starts from its own defaults (useFlightSearchForm's).
      <FlightSearchBoxLazy
        key={pathname}
        variant={form === null ? "full" : "compact"}
        {...(form === null ? {} : { initial: form })}
      />
    ),
    [pathname, form],
  );
  // The panel is drawn again when what it shows changes (`panelFilters`): not on a page change, nor on a sort change
  // unless its phone header holds the order-by select (a sort click then only redraws the list). A change from it
  // keeps the page's sort unless the panel holds the sort; the verbs act on the page shown when they run.
  const sortInPanel = panel.variant === "phone";
  const onPanelChange = useCallback(
    (next: FlightSearchFilters) => actions.setFilters(next, sortInPanel ? "given" : "kept"),
    [actions, sortInPanel],
  );
  const filterPanel = useMemo(
    () =>
      search === null ? null : (
        <FlightFilterPanelLazy
          panel={panel}
          filters={panelFilters}
          options={options}
          onChange={onPanelChange}
          onClear={actions.clearFilters}
          isAgent={isAgent}
          searchedDates={[search.departure, search.returnDate]}
        />
      ),
    [search, panel, panelFilters, options, isAgent, onPanelChange, actions.clearFilters],
  );
  // A fixed one-way search has no date grid: no tab to load (it would draw nothing).
  const dateGrid = useMemo(
    () =>
      search === null || flightDateGridPresence(search) === "none" ? null : (
        <FlightDateGridTabLazy key={pathname} presence={flightDateGridPresence(search)}>
          <FlightDateGridLazy search={search} />
        </FlightDateGridTabLazy>
      ),
    [pathname, search],
  );
  // On a phone the form is folded into a line that opens it, open for this address only: a new search shows its
  // results with the form folded again.
  const t = useT();
  const [formOpenPath, setFormOpenPath] = useState<string | null>(null);
  const summary = search === null ? null : flightSearchSummary(search);
  const searchFold =
    summary === null || panel.variant !== "phone"
      ? null
      : {
          route: summary.route,
          details: flightSearchFoldDetails(summary, t("flight.priceTimesPassengers", { count: summary.passengers })),
          open: formOpenPath === pathname,
          onToggle: () => setFormOpenPath(formOpenPath === pathname ? null : pathname),
        };
  const { isChosen, choose } = choice;
  const renderCard = useCallback(
    (index: number) => {
      const card = cardAt(index);
      const solution = data.solutions[index];
      return card === undefined || solution === undefined ? null : (
        <FlightSolutionCardConnected card={card} price={priceOf(solution)} isChosen={isChosen} onChoose={choose} />
      );
    },
    [cardAt, data.solutions, priceOf, isChosen, choose],
  );
  return (
    // The cards' open panels are kept here: the virtualised list unmounts a card scrolled out of view.
    <CardPanelsProvider>
      <FlightResultsPage
        status={results.status}
        errorKey={results.error?.key ?? null}
        toCity={data.search?.toCityName ?? null}
        searchForm={searchForm}
        searchFold={searchFold}
        filters={filterPanel}
        dateGrid={dateGrid}
        sort={data.filters.sorting}
        onSort={actions.setSort}
        sortInPanel={data.panel.variant === "phone"}
        totalCount={data.totalCount}
        pagination={paginationView(data.page, data.countPages)}
        onPage={actions.setPage}
        count={data.solutions.length}
        renderCard={renderCard}
        quote={{
          hintKey: choice.hintKey,
          labelKey: choice.addLabelKey,
          disabled: choice.addDisabled,
          onAdd: choice.add,
        }}
        updating={data.updating}
        onRetry={actions.retry}
      />
    </CardPanelsProvider>
  );
};
