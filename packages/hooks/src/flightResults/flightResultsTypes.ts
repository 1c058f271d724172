import type {
  FlightCardView,
  FlightFilterPanel,
  FlightPanelOptions,
  FlightSearch,
  FlightSearchFilters,
  FlightSearchFormValues,
  FlightSolution,
  FlightSortOrder,
} from "@travesia/core";
import type { HookResult } from "../common/hookResult.js";

/** The page's data: the search and filters its URL holds, one page of cards and the filter panel's inputs. */
export interface FlightResultsData {
  readonly search: FlightSearch | null;
  readonly filters: FlightSearchFilters;
  /** The filters as the panel shows them: no page, and the sort only where the panel holds it (the phone's header). */
  readonly panelFilters: FlightSearchFilters;
  /** The compact 'Actualizar' form filled from the URL. */
  readonly form: FlightSearchFormValues | null;
  /**
   * The card of the solution at an index (core's `flightCardView`), built the first time it is asked for and kept
   * for this reply: the page draws only the cards near the viewport.
   */
  readonly cardAt: (index: number) => FlightCardView | undefined;
  readonly solutions: readonly FlightSolution[];
  readonly totalCount: number;
  readonly page: number;
  readonly countPages: number;
  /** The filter panel: which sections (core's `flightFilterPanel`) and their options. */
  readonly panel: FlightFilterPanel;
  readonly options: FlightPanelOptions;
  readonly isAgent: boolean;
  readonly searchDestinationId: string | null;
  /** A newer URL is being drawn or its reply is on its way (the cards shown may be the previous ones). */
  readonly updating: boolean;
}

/** The results verbs: each writes a new URL (filters, sort and page live there), so back and reload keep them. */
export interface FlightResultsActions {
  /** Other filters (back to page 1), with their sort (`given`) or the page's (`kept`: a panel without the sort). */
  readonly setFilters: (filters: FlightSearchFilters, sort?: "given" | "kept") => void;
  readonly clearFilters: () => void;
  readonly setSort: (sort: FlightSortOrder) => void;
  readonly setPage: (page: number) => void;
  readonly retry: () => void;
}

/** `invalid`: the URL does not read (show the message and the search form). */
export type FlightResultsStatus = "invalid" | "loading" | "ready" | "empty" | "error";
export type FlightResultsResult = HookResult<FlightResultsStatus, FlightResultsData, FlightResultsActions>;
