import type {
  HotelAggregatedCardEvent,
  HotelAggregatedCardState,
  HotelCluster,
  HotelRate,
  HotelSearchPath,
} from "@travesia/core";

/** A cluster's rates as its aggregated card lists them. */
export interface AggregatedRates {
  /** The cluster's rates, then the pages loaded on demand (core's `hotelRatesWithPages`). */
  readonly rates: readonly HotelRate[];
  /** `loading` while a page asked on demand is on its way; `error` when one failed ('Intente nuevamente'). */
  readonly status: "ready" | "loading" | "error";
}

/** The aggregated cards of a results page: each card's state, its events, and expand / collapse all. */
export interface AggregatedCards {
  readonly stateOf: (hotelDetailId: string) => HotelAggregatedCardState;
  /** An event of a card; a 'Ver más' that carries `ratesPage` (on demand) also asks the server for that page. */
  readonly send: (hotelDetailId: string, event: HotelAggregatedCardEvent) => void;
  /** Spec 001 §2 "Expand/collapse-all exists". */
  readonly expandAll: (hotelDetailIds: readonly string[]) => void;
  readonly collapseAll: () => void;
  /** The reply's `hotelsV2TariffOnDemand`: 'Ver más' may ask for the next page (core's `nextRatesPage`). */
  readonly tariffOnDemand: boolean;
  /** A cluster's rates with its pages loaded on demand, and their status. */
  readonly ratesOf: (hotel: HotelCluster) => AggregatedRates;
  /** Asks again for the pages of a card that failed. */
  readonly retry: (hotelDetailId: string) => void;
}

/** What `useAggregatedCards` needs to load rates on demand. */
export interface AggregatedCardsInput {
  /** The search the cards belong to (its path is reused for the page calls, spec 001 §2); null without one. */
  readonly path: HotelSearchPath | null;
  /** The reply's `hotelsV2TariffOnDemand`. */
  readonly tariffOnDemand: boolean;
  /** The page's clusters (their omniCodes name the hotel in the page call). */
  readonly hotels: readonly HotelCluster[];
}
