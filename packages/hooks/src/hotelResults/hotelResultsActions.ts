import {
  type HotelFiltersChange,
  type HotelSearchReply,
  hotelFiltersUpdate,
  hotelSearchFiltersDefault,
} from "@travesia/core";
import type { ResultsVerbs } from "../results/resultsProduct.js";
import { withHotelFilters } from "./hotelResultsProduct.js";
import type { HotelResultsActions } from "./resultsTypes.js";
import type { ResultsUrlState } from "./resultsUrl.js";

/**
 * The hotel page's verbs over the engine's: each navigates through `go`, which reads the page shown when it runs, so
 * they keep their identity for the page's life (the page's memoised parts are not drawn again because of a click).
 */
export const hotelResultsActions = (
  verbs: ResultsVerbs<ResultsUrlState, HotelSearchReply>,
  selectHotel: (hotelDetailId: string | null) => void,
): HotelResultsActions => {
  const { go } = verbs;
  const filter = (change: HotelFiltersChange) =>
    go((at) => withHotelFilters(at, hotelFiltersUpdate(at.filters, change)));
  return {
    changeFilters: filter,
    clearFilters: () =>
      go((at) =>
        withHotelFilters(at, {
          ...hotelSearchFiltersDefault,
          sorting: at.filters.sorting,
          viewType: at.filters.viewType,
        }),
      ),
    goToPage: verbs.setPage,
    sortBy: (field) => filter({ sorting: { sortFieldName: field } }),
    setViewMode: (view) => go((at) => ({ ...at, extras: { ...at.extras, view } })),
    setPriceMode: (price) => go((at) => ({ ...at, extras: { ...at.extras, price } })),
    selectHotel,
    stop: verbs.stop,
    resume: verbs.start,
    retry: verbs.retry,
  };
};
