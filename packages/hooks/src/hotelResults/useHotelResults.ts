import {
  type HotelSearchReply,
  hotelFiltersFromSavedQuery,
  hotelFiltersSavedQuery,
  hotelFiltersScope,
} from "@travesia/core";
import { Result } from "effect";
import { useMemo, useState } from "react";
import { usePortalStore } from "../provider/PortalProvider.js";
import type { ResultsProduct } from "../results/resultsProduct.js";
import { useResultsEngine } from "../results/useResultsEngine.js";
import { useShared } from "../results/useShared.js";
import { useResultsFiltersMemory } from "../session/useResultsFiltersMemory.js";
import { hotelResultsActions } from "./hotelResultsActions.js";
import { hotelResults, houseResults, withHotelFilters } from "./hotelResultsProduct.js";
import { resultsData } from "./resultsData.js";
import type { HotelResultsResult } from "./resultsTypes.js";
import { type ResultsKind, type ResultsUrlState, readResultsUrl } from "./resultsUrl.js";
import { useRecommendedOffers } from "./useRecommendedOffers.js";
import { useSearchReply } from "./useSearchReply.js";

export type { HotelResultsActions, HotelResultsData, HotelResultsResult } from "./resultsTypes.js";

/** What the page gives the hook: the current URL (path, query, hash), a way to go to another, the screen width. */
export interface HotelResultsInput {
  readonly url: string;
  readonly navigate: (url: string) => void;
  readonly viewportWidth: number;
}

const useResults = (
  kind: ResultsKind,
  product: ResultsProduct<ResultsUrlState, HotelSearchReply>,
  { url, navigate, viewportWidth }: HotelResultsInput,
): HotelResultsResult => {
  const { status, page, reply, progress, machine, stale, verbs } = useResultsEngine(product, { url, navigate });
  const searchId = page?.searchId ?? "";
  const searchReply = useSearchReply(searchId, reply, stale);
  const offersOn = kind === "hotel" && page !== null && reply?.showWidgetOffer !== false;
  const offers = useRecommendedOffers(searchId, machine, verbs.record, offersOn);
  const [selectedHotelId, selectHotel] = useState<string | null>(null);
  const featureGroups = usePortalStore("config", (config) => config.featureGroups);
  const read = useMemo(() => (status === "invalid" ? readResultsUrl(kind, url) : null), [status, kind, url]);
  const badField = read !== null && Result.isFailure(read) ? read.failure.field : null;
  const destinationName = page?.destinationName ?? searchReply?.extras?.destination ?? null;
  const hotelBox = useShared(page?.hotelBox(destinationName) ?? null);
  const shown = useMemo(
    () =>
      resultsData(
        page,
        badField,
        { status, reply, searchReply, state: progress },
        { offers, selectedHotelId, width: viewportWidth, featureGroups, hotelBox },
      ),
    [
      page,
      badField,
      status,
      reply,
      searchReply,
      progress,
      offers,
      selectedHotelId,
      viewportWidth,
      featureGroups,
      hotelBox,
    ],
  );
  const actions = useMemo(() => hotelResultsActions(verbs, selectHotel), [verbs]);
  // The saved search filters (spec 000 §4): a new search of the same destination, sent from the results page's form,
  // gets the last filters back once; the URL's filters are saved as they change.
  const pageFilters = page?.filters ?? null;
  const savedQuery = useMemo(() => (pageFilters === null ? "" : hotelFiltersSavedQuery(pageFilters)), [pageFilters]);
  useResultsFiltersMemory({
    product: kind,
    scope: page === null ? null : hotelFiltersScope(page.destination),
    searchKey: searchId,
    query: savedQuery,
    apply: (query) => {
      const saved = hotelFiltersFromSavedQuery(query);
      if (saved !== null) verbs.go((at) => withHotelFilters(at, saved));
    },
  });
  return { ...shown, actions };
};

/**
 * The hotel results page (spec 001 §2, §4) on the results engine: the URL read with core's parsers holds the whole
 * state (search, filters, sort, page, view and price mode), every verb navigates to a new URL (so reload, back,
 * forward and a shared link land on the same page), and the progressive search follows the URL.
 *
 * @example const results = useHotelResults({ url: pathname + search + hash, navigate, viewportWidth: 1280 });
 */
export const useHotelResults = (input: HotelResultsInput): HotelResultsResult =>
  useResults("hotel", hotelResults, input);

/** The holiday-house results page: the same page over `POST /api/v1/houses/search`, the house box restored. */
export const useHouseResults = (input: HotelResultsInput): HotelResultsResult =>
  useResults("house", houseResults, input);
