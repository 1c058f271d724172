import type { HotelCluster } from "../api/hotelCluster.js";
import type { HotelRate } from "../api/hotelRate.js";

/** Spec 001 §2 / §9: "'Ver más' loading the next page of rates (10 per page)"; "rates per page 10". */
export const HOTEL_AGGREGATED_RATES_PAGE_SIZE = 10;

/** Board codes the expanded card can filter by. Spec 001 §2: "board filters (half board, breakfast included, with counts)". */
export const HOTEL_AGGREGATED_BOARD_FILTERS = [
  { code: "5", key: "hotel.boardHalf" },
  { code: "2", key: "hotel.boardBreakfast" },
] as const;

/** One board filter of the expanded card. */
export interface HotelAggregatedBoardFilter {
  readonly code: "5" | "2";
  readonly key: "hotel.boardHalf" | "hotel.boardBreakfast";
  /** Rates of the cluster with this board. */
  readonly count: number;
  readonly selected: boolean;
}

/** How the user has the card: expanded or not, a board filter, the 'Ver más' pages loaded. */
export interface HotelAggregatedCardState {
  readonly expanded: boolean;
  /** A board code from `HOTEL_AGGREGATED_BOARD_FILTERS`, or undefined for every board. */
  readonly board: string | undefined;
  /** Pages of 10 rates shown, 1-based. */
  readonly pages: number;
}

/** The aggregated card's data. */
export interface HotelAggregatedCard {
  /** The cheapest rate (lowest total gross; the first on ties): its room type and board head the card. */
  readonly cheapest: HotelRate | undefined;
  readonly cheapestRoomType: string | undefined;
  readonly cheapestBoard: string | undefined;
  /** 'Ver %d opciones más': the other rates' count, when there are any. */
  readonly moreOptions:
    | { readonly key: "hotel.seeMoreOptions"; readonly params: { readonly count: number } }
    | undefined;
  readonly boardFilters: readonly HotelAggregatedBoardFilter[];
  /** Rates listed when expanded: the board's rates, `pages × 10` of them. */
  readonly visibleRates: readonly HotelRate[];
  /** 'Ver más' is offered while more rates remain, here or (on demand) on the server. */
  readonly hasMore: boolean;
  /**
   * On demand only: the page of 10 rates 'Ver más' must ask for first, because every rate loaded so far is shown
   * and the last one says more remain (`onDemandLast`); null when 'Ver más' only shows rates already here.
   */
  readonly nextRatesPage: number | null;
}

/** A closed card with every board and one page. */
export const hotelAggregatedCardInitial: HotelAggregatedCardState = { expanded: false, board: undefined, pages: 1 };

/**
 * Whether the server holds more of a cluster's rates than those loaded: with on-demand rates
 * (`hotelsV2TariffOnDemand`) the last rate of each page the server sent carries `onDemandLast: true` while more
 * remain after it.
 *
 * @example hotelRatesPendingOnDemand([{ ...rate, onDemandLast: true }]) // true
 */
export const hotelRatesPendingOnDemand = (rates: readonly Pick<HotelRate, "onDemandLast">[]): boolean =>
  rates.at(-1)?.onDemandLast === true;

/**
 * The aggregated (aggregated-basic / aggregated-enriched) card of a cluster.
 * Spec 001 §2: "One card per cluster: … cheapest room type and board … Button 'Ver %d opciones más' expands all
 * rates. … Expanded view: board filters (half board, breakfast included, with counts), close button, 'Ver más'
 * loading the next page of rates (10 per page). … Rates are loaded on demand or listed in full".
 *
 * With `tariffOnDemand` (the reply's `hotelsV2TariffOnDemand`) the cluster holds the pages loaded so far (the
 * search's first one, then each asked for): once every loaded rate of the chosen board is shown and the last rate
 * says more remain, 'Ver más' asks for page `floor(loaded / 10) + 1` (`nextRatesPage`). Counts and board filters
 * count the loaded rates.
 *
 * @example hotelAggregatedCard(cluster, { expanded: true, board: "2", pages: 1 }).visibleRates // breakfast rates, at most 10
 */
export const hotelAggregatedCard = (
  cluster: Pick<HotelCluster, "rates">,
  state: HotelAggregatedCardState,
  tariffOnDemand = false,
): HotelAggregatedCard => {
  const { rates } = cluster;
  let cheapest: HotelRate | undefined;
  for (const rate of rates)
    if (cheapest === undefined || rate.prices.gross.amount < cheapest.prices.gross.amount) cheapest = rate;
  const boardFilters = HOTEL_AGGREGATED_BOARD_FILTERS.map(({ code, key }) => ({
    code,
    key,
    count: rates.filter((rate) => rate.board.code === code).length,
    selected: state.board === code,
  }));
  const listed = state.board === undefined ? rates : rates.filter((rate) => rate.board.code === state.board);
  const shown = state.expanded ? Math.max(1, Math.floor(state.pages)) * HOTEL_AGGREGATED_RATES_PAGE_SIZE : 0;
  const others = Math.max(0, rates.length - 1);
  const nextRatesPage =
    tariffOnDemand && state.expanded && shown >= listed.length && hotelRatesPendingOnDemand(rates)
      ? Math.floor(rates.length / HOTEL_AGGREGATED_RATES_PAGE_SIZE) + 1
      : null;
  return {
    cheapest,
    cheapestRoomType: cheapest?.rooms[0]?.type.name,
    cheapestBoard: cheapest?.board.name,
    moreOptions: others > 0 ? { key: "hotel.seeMoreOptions", params: { count: others } } : undefined,
    boardFilters,
    visibleRates: listed.slice(0, shown),
    hasMore: state.expanded && (shown < listed.length || nextRatesPage !== null),
    nextRatesPage,
  };
};

/** What the user does on an aggregated card. */
export type HotelAggregatedCardEvent =
  | { readonly _tag: "expand" }
  | { readonly _tag: "close" }
  /** 'Ver más'; on demand, `ratesPage` is the card's `nextRatesPage`, the page the hook asks the server for. */
  | { readonly _tag: "showMore"; readonly ratesPage?: number }
  /** Toggle a board filter (selecting the selected one clears it). */
  | { readonly _tag: "board"; readonly code: string };

/**
 * The card's reducer: expanding opens page 1, 'Ver más' adds a page, a board filter restarts at page 1.
 *
 * @example hotelAggregatedCardTransition(hotelAggregatedCardInitial, { _tag: "expand" }) // { expanded: true, board: undefined, pages: 1 }
 */
export const hotelAggregatedCardTransition = (
  state: HotelAggregatedCardState,
  event: HotelAggregatedCardEvent,
): HotelAggregatedCardState => {
  switch (event._tag) {
    case "expand":
      return { expanded: true, board: state.board, pages: 1 };
    case "close":
      return { ...state, expanded: false, pages: 1 };
    case "showMore":
      return state.expanded ? { ...state, pages: state.pages + 1 } : state;
    case "board":
      return { expanded: true, board: state.board === event.code ? undefined : event.code, pages: 1 };
  }
};

/**
 * A cluster's rates with the pages loaded on demand after them, in page order, up to the first page not yet here
 * (a later page never shows before an earlier one); a rate already listed is not listed twice.
 *
 * @example hotelRatesWithPages(cluster.rates, [page2, undefined, page4]) // cluster.rates then page2
 */
export const hotelRatesWithPages = (
  rates: readonly HotelRate[],
  pages: readonly (readonly HotelRate[] | undefined)[],
): readonly HotelRate[] => {
  const loaded = [...rates];
  const seen = new Set(rates.map((rate) => rate.id));
  for (const page of pages) {
    if (page === undefined) break;
    for (const rate of page) {
      if (seen.has(rate.id)) continue;
      seen.add(rate.id);
      loaded.push(rate);
    }
  }
  return loaded;
};

/** Rates of one provider. */
export interface HotelRatesByProvider {
  /** `supplier.code`, or '' for rates without a supplier. */
  readonly supplierCode: string;
  readonly rates: readonly HotelRate[];
}

/**
 * Rates grouped by provider, providers in order of their first rate, rates in their order.
 * Spec 001 §2: "Rates are loaded on demand or listed in full grouped by provider."
 *
 * @example hotelRatesByProvider(rates).map((g) => g.supplierCode) // ["HB", "TO"]
 */
export const hotelRatesByProvider = (rates: readonly HotelRate[]): readonly HotelRatesByProvider[] => {
  const groups = new Map<string, HotelRate[]>();
  for (const rate of rates) {
    const code = rate.supplier?.code ?? "";
    const group = groups.get(code);
    if (group === undefined) groups.set(code, [rate]);
    else group.push(rate);
  }
  return [...groups].map(([supplierCode, grouped]) => ({ supplierCode, rates: grouped }));
};
