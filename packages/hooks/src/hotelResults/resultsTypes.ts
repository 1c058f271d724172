import type {
  HotelActiveView,
  HotelCluster,
  HotelFilterSidebar,
  HotelFiltersChange,
  HotelPriceMode,
  HotelResultsSummary,
  HotelSearchFilterOptions,
  HotelSearchFilters,
  HotelSearchFormValues,
  HotelSearchReply,
  HotelSearchState,
  HotelSortField,
  HotelSortOption,
  HouseSearchFormValues,
  PaginationView,
  ProgressiveSearchState,
  ResultsStatus,
} from "@travesia/core";
import type { HookError } from "../common/hookResult.js";

/** Everything a hotel or house results page shows. */
export interface HotelResultsData {
  /** The search summary (spec 001 §2), null for a bad URL. */
  readonly summary: HotelResultsSummary | null;
  /** Where the stay is: the URL's name, else the search's reply's (kept when a refinement of the search fails). */
  readonly destinationName: string | null;
  readonly reply: HotelSearchReply | undefined;
  /** The clusters of the page shown (the server paginates and sorts). */
  readonly hotels: readonly HotelCluster[];
  readonly totalCount: number;
  /**
   * The progressive search's machine, changed only by its events: the bar reads its growing progress on the clock
   * with `useProgressNow(progressRun)`, so the page is not drawn again at every 0.5 % step.
   */
  readonly progressRun: ProgressiveSearchState;
  /** The search is polling: results and filters sit under the overlay. */
  readonly loading: boolean;
  /** The user or the time budget stopped it; resume continues. */
  readonly stopped: boolean;
  readonly sessionExpired: boolean;
  readonly skeletons: number;
  readonly filters: HotelSearchFilters;
  readonly facets: HotelSearchFilterOptions | undefined;
  readonly sidebar: HotelFilterSidebar;
  /** Only 'go' features (core's `portalPriceGo`: the reply's feature groups, else the portal configuration's). */
  readonly priceGo: boolean;
  /** The search's currency (kept when a refinement fails), or '' before any reply. */
  readonly currencyCode: string;
  readonly pagination: PaginationView;
  readonly sort: { readonly options: readonly HotelSortOption[]; readonly selected: HotelSortField };
  readonly viewMode: HotelActiveView;
  readonly priceMode: HotelPriceMode;
  readonly selectedHotelId: string | null;
  readonly offers: readonly HotelCluster[];
  /** 'Ver mapa': this page in the map view, when map v3 is on for the portal; else null. */
  readonly mapUrl: string | null;
  /** The parsed hotel search (route and filters) the page shows, for the rates tab; null for houses or a bad URL. */
  readonly hotelSearch: HotelSearchState | null;
  /** The box values to restore in 'Ajustar búsqueda'. */
  readonly hotelBox: HotelSearchFormValues | null;
  readonly houseBox: HouseSearchFormValues | null;
  /** The bad URL's field, for the message. */
  readonly badField: string | null;
}

/** The search as the results engine shows it; `searchReply` outlives a refinement that failed (`useSearchReply`). */
export interface ResultsSearch {
  readonly status: ResultsStatus;
  readonly reply: HotelSearchReply | undefined;
  readonly searchReply: HotelSearchReply | undefined;
  readonly state: ProgressiveSearchState;
}

/** The page's verbs; every change of state is a new URL (back and forward walk through them). */
export interface HotelResultsActions {
  /** Core's `hotelFiltersUpdate`: back to page 1. */
  readonly changeFilters: (change: HotelFiltersChange) => void;
  readonly clearFilters: () => void;
  readonly goToPage: (page: number) => void;
  readonly sortBy: (field: HotelSortField) => void;
  readonly setViewMode: (view: HotelActiveView) => void;
  readonly setPriceMode: (mode: HotelPriceMode) => void;
  readonly selectHotel: (hotelDetailId: string | null) => void;
  readonly stop: () => void;
  readonly resume: () => void;
  readonly retry: () => void;
}

/** The results hook's value. */
export interface HotelResultsResult {
  readonly status: ResultsStatus;
  readonly data: HotelResultsData;
  readonly error: HookError | null;
  readonly actions: HotelResultsActions;
}
