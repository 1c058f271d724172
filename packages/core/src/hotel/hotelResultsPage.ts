import * as Result from "effect/Result";
import { HOTEL_ACTIVE_VIEWS } from "../api/hotelCodes.js";
import type { HotelActiveView } from "../api/hotelSearchReply.js";
import { type PriceGoSource, portalPriceGo } from "../api/portalPriceGo.js";
import { type CalendarDate, calendarDateParts, calendarDateWeekday, nightsBetween } from "../dates/calendarDate.js";
import type { PriceBasis } from "../money/priceBasis.js";
import type { Occupancy } from "../occupancy/occupancy.js";
import { buildHotelResultsUrl, type HotelResultsView, parseHotelMapUrl } from "../routes/hotelResultsUrl.js";
import {
  type HotelViewType,
  hotelSearchFiltersToQuery,
  parseHotelSearchFilters,
} from "../routes/hotelSearchFilters.js";
import type { HotelSearchState } from "../routes/hotelSearchUrl.js";
import type { RouteParseError } from "../routes/routeParseError.js";
import { formatQuery, splitUrl } from "../routes/urlCodec.js";
import { BREAKPOINTS } from "../shell/breakpoints.js";
import { HOTEL_INFANT_AGES } from "../validation/childAgeOptions.js";
import type { HotelFilterSidebarContext } from "./hotelFilterSidebar.js";
import { HOTEL_SORT_DEFAULT, type HotelSortField } from "./sortHotels.js";

/** Prices per night or for the whole stay (issue "honest prices": one switch for every price on the page). */
export type HotelPriceMode = "night" | "stay";

/** Every {@link HotelPriceMode}. */
export const HOTEL_PRICE_MODES: readonly HotelPriceMode[] = ["night", "stay"];

/**
 * What a results URL carries beside the search and its filters: the view mode the visitor picked (`null` = the
 * reply's `showActiveView` and the screen decide, core's `hotelViewMode`) and the price mode.
 */
export interface HotelResultsPageExtras {
  readonly view: HotelActiveView | null;
  readonly price: HotelPriceMode;
}

/** Nothing picked: the reply's view and per-night prices. */
export const hotelResultsPageExtrasDefault: HotelResultsPageExtras = { view: null, price: "night" };

/** Query keys of the extras; disjoint from core's filter keys (`HOTEL_FILTER_QUERY_KEYS`) and the results options. */
export const HOTEL_RESULTS_PAGE_QUERY_KEYS = ["view", "price"] as const;

const isOneOf = <T extends string>(allowed: readonly T[], text: string | undefined): text is T =>
  text !== undefined && (allowed as readonly string[]).includes(text);

/**
 * Reads the extras of a results URL (hotel or house). Lenient: a missing or unknown value takes its default, so an
 * old or hand-edited link still opens. Never throws.
 *
 * @example parseHotelResultsPageExtras("/hotel/results/MAD/2027-01-10/2027-01-12/2-0?view=mapa&price=stay") // { view: "mapa", price: "stay" }
 */
export const parseHotelResultsPageExtras = (url: string): HotelResultsPageExtras => {
  const parts = splitUrl(url, "hotelResults");
  if (Result.isFailure(parts)) return hotelResultsPageExtrasDefault;
  const value = (key: string) => parts.success.query.find(([name]) => name === key)?.[1];
  const view = value("view");
  const price = value("price");
  return {
    view: isOneOf(HOTEL_ACTIVE_VIEWS, view) ? view : null,
    price: isOneOf(HOTEL_PRICE_MODES, price) ? price : "night",
  };
};

/**
 * Appends the extras that differ from the defaults to a search URL (one built by `buildHotelSearchUrl` or
 * `buildHouseSearchUrl`, which never carries `view` or `price`), so the default page keeps a clean URL.
 *
 * @example hotelResultsPageUrl("/hotel/results/MAD/2027-01-10/2027-01-12/2-0?board=2", { view: "mapa", price: "night" })
 * // "/hotel/results/MAD/2027-01-10/2027-01-12/2-0?board=2&view=mapa"
 */
export const hotelResultsPageUrl = (searchUrl: string, extras: HotelResultsPageExtras): string => {
  const pairs: [string, string][] = [
    ...(extras.view === null ? [] : [["view", extras.view] as [string, string]]),
    ...(extras.price === "night" ? [] : [["price", extras.price] as [string, string]]),
  ];
  const query = formatQuery(pairs);
  if (query === "") return searchUrl;
  return searchUrl.includes("?") ? `${searchUrl}&${query.slice(1)}` : searchUrl + query;
};

/**
 * The whole URL of a hotel results page: the search (results or milestone view), its filters, sort and page, and
 * the extras. `parseHotelSearchUrl` and {@link parseHotelResultsPageExtras} read it back.
 *
 * @example buildHotelResultsPageUrl({ route, filters }, "milestone", { view: null, price: "stay" }) // "/hotel/milestone/…?price=stay"
 */
export const buildHotelResultsPageUrl = (
  state: HotelSearchState,
  view: HotelResultsView,
  extras: HotelResultsPageExtras,
): string => {
  const base = buildHotelResultsUrl(state.route, view);
  const filters = formatQuery(hotelSearchFiltersToQuery(state.filters));
  const search = filters === "" ? base : base.includes("?") ? `${base}&${filters.slice(1)}` : base + filters;
  return hotelResultsPageUrl(search, extras);
};

/**
 * The results page a map v3 URL opens (spec 001 §2 "Map v3: /v3/{lang}/hotel/map/…"): the same search, its filters
 * and extras, in the map view. Never throws; a bad map URL is its parse error.
 *
 * @example hotelResultsUrlFromMapUrl("/v3/es/hotel/map/MAD/2027-01-10/2027-01-12/2-0?board=2") // Success("/hotel/results/MAD/2027-01-10/2027-01-12/2-0?board=2&view=mapa")
 */
export const hotelResultsUrlFromMapUrl = (input: string): Result.Result<string, RouteParseError> =>
  Result.gen(function* () {
    const { route } = yield* parseHotelMapUrl(input);
    const { query } = yield* splitUrl(input, "hotelMap");
    const filters = yield* parseHotelSearchFilters(query);
    return buildHotelResultsPageUrl({ route, filters }, "results", {
      ...parseHotelResultsPageExtras(input),
      view: "mapa",
    });
  });

/** Day name, number and month of a date: `weekday` 0 (Sunday) to 6, `month` 1 to 12. */
export interface HotelSummaryDay {
  readonly weekday: number;
  readonly day: number;
  readonly month: number;
}

/**
 * The results page's search summary. Spec 001 §2: "Search summary panel: nights, rooms, adults, children, infants,
 * check-in and check-out day name, number and month". Infants are children aged 0 or 1 (spec 001 §5 "infants 0 or
 * 1"); `children` counts the others.
 */
export interface HotelResultsSummary {
  readonly nights: number;
  readonly rooms: number;
  readonly adults: number;
  readonly children: number;
  readonly infants: number;
  readonly checkIn: HotelSummaryDay;
  readonly checkOut: HotelSummaryDay;
}

const summaryDay = (date: CalendarDate): HotelSummaryDay => {
  const parts = calendarDateParts(date);
  return { weekday: calendarDateWeekday(date), day: parts.day, month: parts.month };
};

/**
 * The summary of a search: nights between the dates, rooms, guests split into adults, children and infants.
 *
 * @example hotelResultsSummary("2027-01-10", "2027-01-13", [{ adults: 2, children: 2, ages: [1, 7] }])
 * // { nights: 3, rooms: 1, adults: 2, children: 1, infants: 1, checkIn: { weekday: 0, day: 10, month: 1 }, … }
 */
export const hotelResultsSummary = (
  checkIn: CalendarDate,
  checkOut: CalendarDate,
  rooms: Occupancy,
): HotelResultsSummary => {
  let adults = 0;
  let children = 0;
  let infants = 0;
  for (const room of rooms) {
    adults += room.adults;
    const roomInfants = room.ages.filter((age) => HOTEL_INFANT_AGES.includes(age)).length;
    infants += roomInfants;
    children += Math.max(0, room.children - roomInfants);
  }
  return {
    nights: Math.max(0, nightsBetween(checkIn, checkOut)),
    rooms: rooms.length,
    adults,
    children,
    infants,
    checkIn: summaryDay(checkIn),
    checkOut: summaryDay(checkOut),
  };
};

/** One choice of the results sort control: the field and its label key. */
export interface HotelSortOption {
  readonly field: HotelSortField;
  readonly key:
    | "hotelResults.sortBestValue"
    | "hotelResults.sortPriceAsc"
    | "hotelResults.sortPriceDesc"
    | "hotelResults.sortCategoryDesc"
    | "hotelResults.sortCategoryAsc"
    | "hotelResults.sortReview"
    | "hotelResults.sortName"
    | "hotelResults.sortDistance";
}

const SORT_OPTIONS: readonly HotelSortOption[] = [
  { field: "bestvalue", key: "hotelResults.sortBestValue" },
  { field: "price:asc", key: "hotelResults.sortPriceAsc" },
  { field: "price:desc", key: "hotelResults.sortPriceDesc" },
  { field: "category:desc", key: "hotelResults.sortCategoryDesc" },
  { field: "category:asc", key: "hotelResults.sortCategoryAsc" },
  { field: "tripadvisor", key: "hotelResults.sortReview" },
  { field: "name", key: "hotelResults.sortName" },
  { field: "distance", key: "hotelResults.sortDistance" },
];

/**
 * The sort control's choices and the one selected. Distance only makes sense from a point (a coordinates search or
 * a point of interest); an unknown field in the URL shows as the default ('bestvalue', core's `HOTEL_SORT_DEFAULT`).
 *
 * @example hotelSortOptions("name", false).selected // "name"
 */
export const hotelSortOptions = (
  sortFieldName: string | null,
  hasGeoReference: boolean,
): { readonly options: readonly HotelSortOption[]; readonly selected: HotelSortField } => {
  const options = SORT_OPTIONS.filter((option) => hasGeoReference || option.field !== "distance");
  const selected = options.find((option) => option.field === sortFieldName)?.field ?? HOTEL_SORT_DEFAULT;
  return { options, selected };
};

/** The parts of a search reply the sidebar context reads. */
export interface HotelSidebarReplyFacts {
  readonly featureGroups?: readonly string[] | undefined;
  readonly showRefundable?: boolean | undefined;
  readonly showTripAdvisor?: boolean | undefined;
  readonly showSuppliers?: boolean | undefined;
  readonly showZoneFilter?: boolean | undefined;
  readonly viewType?: HotelViewType | undefined;
  readonly filters?: { readonly geoReference?: unknown } | undefined;
}

/**
 * The filter sidebar's context (core's `hotelFilterSidebar`) from the results URL and the latest reply: searched by
 * name when the URL carries `hotelName`; a geo reference when the destination is coordinates or the reply sends one;
 * price-GO from core's `portalPriceGo` (the reply's feature groups, else the portal configuration's). Before any
 * reply every flag is off but price-GO, which the portal configuration may already tell.
 *
 * @example hotelSidebarContext({ hotelNameSearch: true, coordinatesDestination: false, loading: true }, undefined).searchedByHotelName // true
 */
export const hotelSidebarContext = (
  search: { readonly hotelNameSearch: boolean; readonly coordinatesDestination: boolean; readonly loading: boolean },
  reply: HotelSidebarReplyFacts | undefined,
  portal?: PriceGoSource,
): HotelFilterSidebarContext => ({
  searchedByHotelName: search.hotelNameSearch,
  priceGo: portalPriceGo(reply, portal),
  showRefundable: reply?.showRefundable === true,
  hasGeoReference: search.coordinatesDestination || reply?.filters?.geoReference !== undefined,
  showTripAdvisor: reply?.showTripAdvisor === true,
  showSuppliers: reply?.showSuppliers === true,
  showZoneFilter: reply?.showZoneFilter === true,
  viewType: reply?.viewType ?? null,
  loading: search.loading,
});

/**
 * How many recommended-offer widgets the results page shows: spec 001 §4 "2 widgets, 1 on phones" (phones are below
 * core's `BREAKPOINTS.phone`).
 *
 * @example hotelOfferWidgetCount(375) // 1
 */
export const hotelOfferWidgetCount = (viewportWidth: number): 1 | 2 => (viewportWidth < BREAKPOINTS.phone ? 1 : 2);

/**
 * The page's price switch as the price basis the price blocks, the price filter and the map's markers read: per night,
 * or the whole stay.
 *
 * @example hotelPriceModeBasis("stay") // "totalStay"
 */
export const hotelPriceModeBasis = (mode: HotelPriceMode): PriceBasis => (mode === "night" ? "perNight" : "totalStay");
