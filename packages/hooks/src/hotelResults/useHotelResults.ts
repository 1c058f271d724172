import {
  type HotelFiltersChange,
  hotelFiltersFromSavedQuery,
  hotelFiltersGoToPage,
  hotelFiltersSavedQuery,
  hotelFiltersScope,
  hotelFiltersUpdate,
  hotelSearchFiltersDefault,
} from "@travesia/core";
import { Result } from "effect";
import { useMemo, useRef, useState } from "react";
import { usePortalStore } from "../provider/PortalProvider.js";
import { useResultsFiltersMemory } from "../session/useResultsFiltersMemory.js";
import { resultsData } from "./resultsData.js";
import type { HotelResultsActions, HotelResultsResult } from "./resultsTypes.js";
import { type ResultsKind, readResultsUrl } from "./resultsUrl.js";
import { useRecommendedOffers } from "./useRecommendedOffers.js";
import { useResultsSearch } from "./useResultsSearch.js";

export type { HotelResultsActions, HotelResultsData, HotelResultsResult, HotelResultsStatus } from "./resultsTypes.js";

/** What the page gives the hook: the current URL (path, query, hash), a way to go to another, the screen width. */
export interface HotelResultsInput {
  readonly url: string;
  readonly navigate: (url: string) => void;
  readonly viewportWidth: number;
}

const useResults = (kind: ResultsKind, { url, navigate, viewportWidth }: HotelResultsInput): HotelResultsResult => {
  const parsed = useMemo(() => readResultsUrl(kind, url), [kind, url]);
  const page = Result.isSuccess(parsed) ? parsed.success : null;
  const search = useResultsSearch(kind, page?.searchUrl ?? null, page?.searchId ?? "");
  const offers = useRecommendedOffers({
    key: page?.searchUrl ?? "",
    searchId: page?.searchId ?? "",
    state: search.state,
    send: search.send,
    enabled: kind === "hotel" && page !== null && search.reply?.showWidgetOffer !== false,
  });
  const [selectedHotelId, selectHotel] = useState<string | null>(null);
  const featureGroups = usePortalStore("config", (config) => config.featureGroups);
  const { status, data, error } = resultsData(page, Result.isFailure(parsed) ? parsed.failure.field : null, search, {
    offers,
    selectedHotelId,
    width: viewportWidth,
    featureGroups,
  });
  const { filters } = data;
  const extras = page?.extras;
  const go = (next: typeof filters, nextExtras = extras) => {
    if (page === null || nextExtras === undefined) return;
    // The new filters' search leaves with the input, not after the router and React have drawn the new URL (a few
    // hundred ms at 4x CPU slowdown): its reply comes back while the page is drawn.
    search.start(page.searchUrlOf(next));
    navigate(page.pageUrl(next, nextExtras));
  };
  // The saved search filters (spec 000 §4): a new search of the same destination, sent from the results page's form,
  // gets the last filters back once; the URL's filters are saved as they change.
  useResultsFiltersMemory({
    product: kind,
    scope: page === null ? null : hotelFiltersScope(page.destination),
    searchKey: page?.searchId ?? "",
    query: page === null ? "" : hotelFiltersSavedQuery(page.filters),
    apply: (query) => {
      const saved = hotelFiltersFromSavedQuery(query);
      if (saved !== null) go(saved);
    },
  });
  // The verbs read the page's state when they run, so `actions` keeps its identity for the page's life: the page's
  // memoised parts (sidebar boxes, toolbar, cards) are not drawn again because a click made new functions.
  const latest = useRef({ filters, extras, go, lastPage: data.pagination.lastPage, search });
  latest.current = { filters, extras, go, lastPage: data.pagination.lastPage, search };
  const actions = useMemo<HotelResultsActions>(() => {
    const now = () => latest.current;
    return {
      changeFilters: (change: HotelFiltersChange) => now().go(hotelFiltersUpdate(now().filters, change)),
      clearFilters: () => {
        const { filters: applied } = now();
        now().go({ ...hotelSearchFiltersDefault, sorting: applied.sorting, viewType: applied.viewType });
      },
      goToPage: (to) => now().go(hotelFiltersGoToPage(now().filters, to, now().lastPage)),
      sortBy: (field) => now().go(hotelFiltersUpdate(now().filters, { sorting: { sortFieldName: field } })),
      setViewMode: (view) => {
        const { extras: shown, filters: applied } = now();
        return shown !== undefined && now().go(applied, { ...shown, view });
      },
      setPriceMode: (price) => {
        const { extras: shown, filters: applied } = now();
        return shown !== undefined && now().go(applied, { ...shown, price });
      },
      selectHotel,
      stop: () => now().search.stop(),
      resume: () => now().search.resume(),
      retry: () => now().search.retry(),
    };
  }, []);
  return { status, data, error, actions };
};

/**
 * The hotel results page (spec 001 §2, §4): the URL read with core's parsers holds the whole state (search, filters,
 * sort, page, view and price mode), every verb navigates to a new URL (so reload, back, forward and a shared link
 * land on the same page), and the progressive search follows the URL.
 *
 * @example const results = useHotelResults({ url: pathname + search + hash, navigate, viewportWidth: 1280 });
 */
export const useHotelResults = (input: HotelResultsInput): HotelResultsResult => useResults("hotel", input);

/** The holiday-house results page: the same page over `POST /api/v1/houses/search`, the house box restored. */
export const useHouseResults = (input: HotelResultsInput): HotelResultsResult => useResults("house", input);
