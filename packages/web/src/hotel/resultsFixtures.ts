import {
  type HotelCluster,
  type HotelRate,
  type HotelRatePriceContext,
  hotelFilterSidebar,
  hotelSearchFiltersDefault,
  paginationView,
} from "@travesia/core";
import type { AggregatedCards, HotelResultsActions, HotelResultsData } from "@travesia/hooks";
import type { HotelResultsCardsContext } from "./HotelResultsPage/HotelResultsCard";

/** A rate of the component tests. */
export const rate = (id: string, amount: number, overrides: Partial<HotelRate> = {}): HotelRate => ({
  id,
  tripProductID: `TP-${id}`,
  rooms: [{ type: { name: "Habitación doble" }, occupancy: { adults: 2, children: 0 } }],
  board: { code: "2", name: "Desayuno" },
  supplier: { code: "HB" },
  prices: { gross: { amount } },
  ...overrides,
});

/** A hotel of the component tests. */
export const hotel = (id: string, overrides: Partial<HotelCluster> = {}): HotelCluster => ({
  name: `Hotel ${id}`,
  hotelDetailId: id,
  latitude: 40.4168,
  longitude: -3.7038,
  address: ["Gran Vía 1"],
  rating: { value: 4 },
  rates: [rate(`${id}-1`, 300), rate(`${id}-2`, 360), rate(`${id}-3`, 420), rate(`${id}-4`, 480)],
  ...overrides,
});

/** Prices of the component tests: per night over 3 nights, taxes included. */
export const priceContext: HotelRatePriceContext = {
  currency: "USD",
  perNight: true,
  nights: 3,
  showPricesIncludeTaxes: true,
  countryTax: false,
  rgTax: false,
  priceGo: false,
};

/** The hook's data for a ready page, with overrides. */
export const resultsData = (overrides: Partial<HotelResultsData> = {}): HotelResultsData => ({
  summary: {
    nights: 3,
    rooms: 1,
    adults: 2,
    children: 1,
    infants: 1,
    checkIn: { weekday: 1, day: 1, month: 3 },
    checkOut: { weekday: 4, day: 4, month: 3 },
  },
  destinationName: null,
  reply: { done: true, currency: { grossCurrency: { code: "USD" } }, perNight: true, showPricesIncludeTaxes: true },
  hotels: [hotel("1"), hotel("2")],
  totalCount: 2,
  progressRun: {
    _tag: "complete",
    progress: 100,
    startedAt: 0,
    filtering: false,
    ttlExpiresAt: null,
    recommendedOffersRequested: true,
  },
  loading: false,
  stopped: false,
  sessionExpired: false,
  skeletons: 0,
  filters: hotelSearchFiltersDefault,
  facets: undefined,
  sidebar: hotelFilterSidebar({
    searchedByHotelName: false,
    priceGo: false,
    showRefundable: false,
    hasGeoReference: false,
    showTripAdvisor: false,
    showSuppliers: false,
    showZoneFilter: false,
    viewType: null,
    loading: false,
  }),
  priceGo: false,
  currencyCode: "USD",
  pagination: paginationView(1, 3),
  sort: {
    options: [
      { field: "bestvalue", key: "hotelResults.sortBestValue" },
      { field: "name", key: "hotelResults.sortName" },
    ],
    selected: "bestvalue",
  },
  viewMode: "abreviada",
  priceMode: "night",
  selectedHotelId: null,
  offers: [],
  mapUrl: null,
  hotelSearch: null,
  hotelBox: null,
  houseBox: null,
  badField: null,
  ...overrides,
});

/** Verbs that record their calls as `[name, ...args]`. */
export const resultsActions = (calls: unknown[][] = []): HotelResultsActions => {
  const record =
    (name: string) =>
    (...args: unknown[]) =>
      void calls.push([name, ...args]);
  return {
    changeFilters: record("changeFilters"),
    clearFilters: record("clearFilters"),
    goToPage: record("goToPage"),
    sortBy: record("sortBy"),
    setViewMode: record("setViewMode"),
    setPriceMode: record("setPriceMode"),
    selectHotel: record("selectHotel"),
    stop: record("stop"),
    resume: record("resume"),
    retry: record("retry"),
  };
};

/** Aggregated cards all in one state, their events recorded as `[id, event]`. */
export const fixedCards = (
  state: ReturnType<AggregatedCards["stateOf"]>,
  calls: unknown[][] = [],
): AggregatedCards => ({
  stateOf: () => state,
  send: (id, event) => void calls.push([id, event]),
  expandAll: (ids) => void calls.push(["expandAll", ids]),
  collapseAll: () => void calls.push(["collapseAll"]),
  tariffOnDemand: false,
  ratesOf: (hotel) => ({ rates: hotel.rates, status: "ready" }),
  retry: (id) => void calls.push(["retry", id]),
});

/** What every card of a results page shares, for the component tests: plain cards, nothing selected, no slots. */
export const cardsContext = (overrides: Partial<HotelResultsCardsContext> = {}): HotelResultsCardsContext => ({
  priceContext,
  amenityNames: new Map(),
  layout: "abreviada",
  selectedHotelId: null,
  onSelect: () => undefined,
  aggregated: false,
  cards: undefined,
  rates: undefined,
  shareActions: undefined,
  keep: undefined,
  detailHref: undefined,
  aggregatedRateRow: undefined,
  ...overrides,
});
