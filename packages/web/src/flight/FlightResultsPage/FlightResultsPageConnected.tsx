import { FLIGHT_SEARCH_FORM_DEFAULTS, flightDateGridPresence, flightPriceView } from "@travesia/core";
import { useFlightLegChoice, useFlightResults, usePortalStore } from "@travesia/hooks";
import { useEffect, useMemo } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { useViewportWidth } from "../../hotel/useViewportWidth";
import { FlightDateGridLazy } from "../FlightDateGrid/FlightDateGridLazy";
import { FlightDateGridTabLazy } from "../FlightDateGridTab/FlightDateGridTabLazy";
import { FlightFilterPanelLazy } from "../FlightFilterPanel/FlightFilterPanelLazy";
import { FlightSearchBoxLazy } from "../FlightSearchBox/FlightSearchBoxLazy";
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
  const { data, actions } = results;
  const choice = useFlightLegChoice({
    key: location.pathname,
    oneWay: data.search?.oneWay ?? true,
    passengers: data.search?.passengers ?? NO_PASSENGERS,
    searchDestinationId: data.searchDestinationId,
  });
  // The shared add-to-budget behaviour: after an add, on to the trip (or to /logout after a refused draft).
  const next = choice.navigation;
  useEffect(() => {
    if (next === null) return;
    const timer = setTimeout(() => navigate(next.url), "delayMs" in next ? next.delayMs : 0);
    return () => clearTimeout(timer);
  }, [next, navigate]);
  const context = {
    countryTax: flags.countryTax === true,
    rgTax: flags.rgTax === true,
    priceGo: flags.priceGo === true,
  };
  const { countryTax, rgTax, priceGo } = context;
  const prices = useMemo(
    () => data.solutions.map((solution) => flightPriceView(solution, { countryTax, rgTax, priceGo })),
    [data.solutions, countryTax, rgTax, priceGo],
  );
  return (
    <FlightResultsPage
      status={results.status}
      errorKey={results.error?.key ?? null}
      toCity={data.search?.toCityName ?? null}
      searchForm={
        <FlightSearchBoxLazy
          key={location.pathname}
          variant={data.form === null ? "full" : "compact"}
          initial={data.form ?? FLIGHT_SEARCH_FORM_DEFAULTS}
        />
      }
      filters={
        data.search === null ? null : (
          <FlightFilterPanelLazy
            panel={data.panel}
            filters={data.filters}
            options={data.options}
            onChange={actions.setFilters}
            onClear={actions.clearFilters}
            isAgent={data.isAgent}
            searchedDates={[data.search.departure, data.search.returnDate]}
          />
        )
      }
      dateGrid={
        data.search === null ? null : (
          <FlightDateGridTabLazy key={location.pathname} presence={flightDateGridPresence(data.search)}>
            <FlightDateGridLazy search={data.search} />
          </FlightDateGridTabLazy>
        )
      }
      sort={data.filters.sorting}
      onSort={actions.setSort}
      sortInPanel={data.panel.variant === "phone"}
      totalCount={data.totalCount}
      page={data.page}
      countPages={data.countPages}
      onPage={actions.setPage}
      count={data.cards.length}
      itemKey={(index) => data.cards[index]?.key ?? String(index)}
      renderCard={(index) => {
        const card = data.cards[index];
        const price = prices[index];
        return card === undefined || price === undefined ? null : (
          <FlightSolutionCardConnected card={card} price={price} isChosen={choice.isChosen} onChoose={choice.choose} />
        );
      }}
      quote={{ hintKey: choice.hintKey, labelKey: choice.addLabelKey, disabled: choice.addDisabled, onAdd: choice.add }}
      updating={data.updating}
      onRetry={actions.retry}
    />
  );
};
