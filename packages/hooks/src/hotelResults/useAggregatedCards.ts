import { useQueries } from "@tanstack/react-query";
import {
  buildHotelResultsUrl,
  type HotelAggregatedCardEvent,
  type HotelAggregatedCardState,
  type HotelCluster,
  type HotelRate,
  type HotelSearchPath,
  hotelAggregatedCardInitial,
  hotelAggregatedCardTransition,
  hotelRatesWithPages,
  hotelResultsOptionsDefault,
} from "@travesia/core";
import { useCallback, useMemo, useState } from "react";
import { ratesOnDemandPage } from "../hotelRates/hotelRatesCalls.js";
import { usePortalQuery } from "../query/portalQueryClient.js";

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

/** What {@link useAggregatedCards} needs to load rates on demand. */
export interface AggregatedCardsInput {
  /** The search the cards belong to (its path is reused for the page calls, spec 001 §2); null without one. */
  readonly path: HotelSearchPath | null;
  /** The reply's `hotelsV2TariffOnDemand`. */
  readonly tariffOnDemand: boolean;
  /** The page's clusters (their omniCodes name the hotel in the page call). */
  readonly hotels: readonly HotelCluster[];
}

const NO_INPUT: AggregatedCardsInput = { path: null, tariffOnDemand: false, hotels: [] };

/**
 * The cards of an aggregated view (spec 001 §2 "Aggregated results"), each on core's `hotelAggregatedCardTransition`
 * ('Ver %d opciones más' expands, 'Ver más' adds 10 rates, a board filter restarts at page 1). With on-demand rates
 * (`hotelsV2TariffOnDemand`), a 'Ver más' that core says needs page n asks `searchMoreRateOptions` for it (one
 * TanStack query per hotel and page, kept for the search), and `ratesOf` appends the pages that have arrived.
 *
 * @example const cards = useAggregatedCards({ path, tariffOnDemand, hotels }); cards.send(id, { _tag: "expand" });
 */
export const useAggregatedCards = (input: AggregatedCardsInput = NO_INPUT): AggregatedCards => {
  const { world, client } = usePortalQuery();
  const { path, tariffOnDemand, hotels } = input;
  const [states, setStates] = useState<Readonly<Record<string, HotelAggregatedCardState>>>({});
  // The highest page asked for, per hotel, for the search named by `searchKey`.
  const searchKey = path === null ? "" : buildHotelResultsUrl({ ...path, options: hotelResultsOptionsDefault });
  const [asked, setAsked] = useState<{ readonly key: string; readonly pages: Readonly<Record<string, number>> }>({
    key: "",
    pages: {},
  });
  const askedPages = asked.key === searchKey ? asked.pages : {};
  const stateOf = useCallback((id: string) => states[id] ?? hotelAggregatedCardInitial, [states]);
  const send = useCallback(
    (id: string, event: HotelAggregatedCardEvent) => {
      setStates((previous) => ({
        ...previous,
        [id]: hotelAggregatedCardTransition(previous[id] ?? hotelAggregatedCardInitial, event),
      }));
      const page = event._tag === "showMore" ? event.ratesPage : undefined;
      if (page !== undefined && tariffOnDemand && path !== null)
        setAsked((previous) => {
          const pages = previous.key === searchKey ? previous.pages : {};
          return { key: searchKey, pages: { ...pages, [id]: Math.max(pages[id] ?? 1, page) } };
        });
    },
    [tariffOnDemand, path, searchKey],
  );
  const expandAll = useCallback(
    (ids: readonly string[]) =>
      setStates((previous) =>
        Object.fromEntries(
          ids.map((id) => [
            id,
            hotelAggregatedCardTransition(previous[id] ?? hotelAggregatedCardInitial, { _tag: "expand" }),
          ]),
        ),
      ),
    [],
  );
  const collapseAll = useCallback(
    () =>
      setStates((previous) =>
        Object.fromEntries(
          Object.entries(previous).map(([id, state]) => [id, hotelAggregatedCardTransition(state, { _tag: "close" })]),
        ),
      ),
    [],
  );
  // One query per hotel and page asked (page 1 came with the search).
  const wanted = useMemo(
    () =>
      path === null
        ? []
        : hotels.flatMap((hotel) =>
            Array.from({ length: Math.max(0, (askedPages[hotel.hotelDetailId] ?? 1) - 1) }, (_, index) => ({
              hotel,
              page: index + 2,
            })),
          ),
    [hotels, askedPages, path],
  );
  const results = useQueries(
    {
      queries: wanted.map(({ hotel, page }) => ({
        queryKey: ["hotelRatesPage", searchKey, hotel.hotelDetailId, page],
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          ratesOnDemandPage(world.api, hotel, path as HotelSearchPath, page, signal),
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      })),
    },
    client,
  );
  const ratesOf = useCallback(
    (hotel: HotelCluster): AggregatedRates => {
      const mine = wanted.flatMap((entry, index) =>
        entry.hotel.hotelDetailId === hotel.hotelDetailId && results[index] !== undefined ? [results[index]] : [],
      );
      if (mine.length === 0) return { rates: hotel.rates, status: "ready" };
      return {
        rates: hotelRatesWithPages(
          hotel.rates,
          mine.map((result) => result.data),
        ),
        status: mine.some((result) => result.isError)
          ? "error"
          : mine.some((result) => result.isPending)
            ? "loading"
            : "ready",
      };
    },
    [wanted, results],
  );
  const retry = useCallback(
    (id: string) => {
      wanted.forEach((entry, index) => {
        if (entry.hotel.hotelDetailId === id && results[index]?.isError === true) void results[index].refetch();
      });
    },
    [wanted, results],
  );
  return { stateOf, send, expandAll, collapseAll, tariffOnDemand, ratesOf, retry };
};
