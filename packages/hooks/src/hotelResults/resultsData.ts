import {
  type HotelCluster,
  type HotelSearchFormValues,
  hotelFilterSidebar,
  hotelResultsPageExtrasDefault,
  hotelSearchClusters,
  hotelSearchFiltersDefault,
  hotelSidebarContext,
  hotelSkeletonCount,
  hotelSortOptions,
  hotelViewMode,
  paginationView,
  portalPriceGo,
  progressiveSearchLoading,
  type ResultsStatus,
} from "@travesia/core";
import { hookMessageKeys } from "../common/hookMessageKeys.js";
import type { HookError } from "../common/hookResult.js";
import type { HotelResultsData, ResultsSearch } from "./resultsTypes.js";
import type { ResultsUrlState } from "./resultsUrl.js";

const NO_HOTELS: readonly HotelCluster[] = [];

/** What the page shows, from the URL, the search and the screen: every rule is core's (the status is `resultsStatus`). */
export const resultsData = (
  page: ResultsUrlState | null,
  badField: string | null,
  search: ResultsSearch,
  more: {
    readonly offers: readonly HotelCluster[];
    readonly selectedHotelId: string | null;
    readonly width: number;
    /** The restored search box, kept by value (`useShared`): the form memoised on it is not drawn again per click. */
    readonly hotelBox: HotelSearchFormValues | null;
    /** The portal configuration's feature groups (price-GO when the reply does not say). */
    readonly featureGroups?: readonly string[] | undefined;
  },
): { readonly status: ResultsStatus; readonly data: HotelResultsData; readonly error: HookError | null } => {
  const { reply, state } = search;
  const filters = page?.filters ?? hotelSearchFiltersDefault;
  const extras = page?.extras ?? hotelResultsPageExtrasDefault;
  const loading = page !== null && search.status !== "error" && (progressiveSearchLoading(state) || !reply);
  const hotels = reply === undefined ? NO_HOTELS : hotelSearchClusters(reply);
  const destinationName = page?.destinationName ?? search.searchReply?.extras?.destination ?? null;
  const { status } = search;
  const searchFacts = {
    hotelNameSearch: (page?.hotelSearch?.route.options.hotelName ?? null) !== null,
    coordinatesDestination: page?.coordinatesDestination ?? false,
    loading,
  };
  const sidebar = hotelFilterSidebar(hotelSidebarContext(searchFacts, reply, { featureGroups: more.featureGroups }));
  const countPages = hotels.length === 0 ? 0 : (reply?.filters?.pagination?.countPages ?? 0);
  const errorKey = {
    invalid: hookMessageKeys.hotelResultsBadUrl,
    error: hookMessageKeys.hotelSearchFailed,
    empty: hookMessageKeys.hotelNoResults,
  } as const;
  return {
    status,
    error: status in errorKey ? { key: errorKey[status as keyof typeof errorKey] } : null,
    data: {
      summary: page?.summary ?? null,
      destinationName,
      reply,
      hotels,
      totalCount: reply?.xTotalCount ?? hotels.length,
      progressRun: state,
      loading,
      stopped: state._tag === "stopped",
      sessionExpired: state._tag === "sessionExpired",
      skeletons: hotelSkeletonCount(loading, hotels.length),
      filters,
      facets: reply?.filters,
      sidebar,
      priceGo: portalPriceGo(reply, { featureGroups: more.featureGroups }),
      currencyCode: search.searchReply?.currency?.grossCurrency.code ?? "",
      pagination: paginationView(filters.pagination.currentPage, countPages),
      sort: hotelSortOptions(
        filters.sorting.sortFieldName,
        searchFacts.coordinatesDestination || reply?.filters?.geoReference !== undefined,
      ),
      viewMode: extras.view ?? hotelViewMode(reply?.showActiveView, more.width),
      priceMode: extras.price,
      selectedHotelId: more.selectedHotelId,
      offers: more.offers,
      mapUrl: page !== null && reply?.mapV3 === true ? page.pageUrl(filters, { ...extras, view: "mapa" }) : null,
      hotelSearch: page?.hotelSearch ?? null,
      hotelBox: more.hotelBox,
      houseBox: page?.houseBox ?? null,
      badField,
    },
  };
};
