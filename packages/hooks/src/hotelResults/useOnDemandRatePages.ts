import { useQueries } from "@tanstack/react-query";
import {
  buildHotelResultsUrl,
  type HotelCluster,
  type HotelSearchPath,
  hotelRatesWithPages,
  hotelResultsOptionsDefault,
} from "@travesia/core";
import { useCallback, useMemo, useState } from "react";
import { ratesOnDemandPage } from "../hotelRates/hotelRatesCalls.js";
import { usePortalQuery } from "../query/portalQueryClient.js";
import type { AggregatedCardsInput, AggregatedRates } from "./aggregatedCardsTypes.js";

/**
 * The rate pages the aggregated cards asked for on demand (`searchMoreRateOptions`): one TanStack query per hotel and
 * page, kept for the search; page 1 came with the search.
 */
export const useOnDemandRatePages = ({ path, hotels }: AggregatedCardsInput) => {
  const { world, client } = usePortalQuery();
  // The highest page asked for, per hotel, for the search named by `searchKey`.
  const searchKey = path === null ? "" : buildHotelResultsUrl({ ...path, options: hotelResultsOptionsDefault });
  const [asked, setAsked] = useState<{ readonly key: string; readonly pages: Readonly<Record<string, number>> }>({
    key: "",
    pages: {},
  });
  const askedPages = asked.key === searchKey ? asked.pages : {};
  const ask = useCallback(
    (id: string, page: number) =>
      setAsked((previous) => {
        const pages = previous.key === searchKey ? previous.pages : {};
        return { key: searchKey, pages: { ...pages, [id]: Math.max(pages[id] ?? 1, page) } };
      }),
    [searchKey],
  );
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
      const status = mine.some((result) => result.isError)
        ? "error"
        : mine.some((result) => result.isPending)
          ? "loading"
          : "ready";
      return {
        rates: hotelRatesWithPages(
          hotel.rates,
          mine.map((result) => result.data),
        ),
        status,
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
  return { ask, ratesOf, retry };
};
