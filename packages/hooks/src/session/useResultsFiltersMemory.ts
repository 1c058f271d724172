import { reusableResultsFilters, type SavedResultsFilters } from "@travesia/core";
import { useEffect, useRef } from "react";
import { useSavedSearchFilters } from "./useSavedSearchFilters.js";

/** What a results page tells {@link useResultsFiltersMemory}. */
export interface ResultsFiltersMemoryInput {
  /** The product's key in the session item (`hotel`, `house`, `flight`). */
  readonly product: string;
  /** The place the filters refine (core's `hotelFiltersScope` / `flightFiltersScope`); null while the URL is bad. */
  readonly scope: string | null;
  /** The search without its filters (dates and rooms included): each new search takes the saved filters once. */
  readonly searchKey: string;
  /** The URL's filter query (core's `hotelFiltersSavedQuery` / `flightFiltersSavedQuery`), `""` for none. */
  readonly query: string;
  /** Goes to the same search with a saved filter query (the product's parser reads it; junk is dropped there). */
  readonly apply: (query: string) => void;
}

/**
 * A results page's saved search filters (spec 000 §4: "kept in session storage and reused only once when a can-use
 * flag is true"). When the page opens on a search (and on each new search), it takes the saved filters once and, when core's
 * `reusableResultsFilters` allows (flag set, same place, the URL carrying no filters of its own), goes to them; from
 * then on it saves the URL's filters as they change. A results-page search form sets the flag (`allowReuse` of
 * `useSavedSearchFilters`) before it sends the visitor to the new search.
 *
 * @example useResultsFiltersMemory({ product: "hotel", scope, query, apply: (q) => go(hotelFiltersFromSavedQuery(q)) });
 */
export const useResultsFiltersMemory = ({
  product,
  scope,
  searchKey,
  query,
  apply,
}: ResultsFiltersMemoryInput): void => {
  const saved = useSavedSearchFilters<SavedResultsFilters>(product);
  const tookFor = useRef<string | null>(null);
  const applyRef = useRef(apply);
  applyRef.current = apply;
  const { take, save } = saved.actions;
  useEffect(() => {
    if (scope === null) return;
    if (tookFor.current !== searchKey) {
      tookFor.current = searchKey;
      const reused = reusableResultsFilters(take(), scope, query !== "");
      if (reused !== null) {
        applyRef.current(reused);
        return;
      }
    }
    save({ scope, query });
  }, [scope, searchKey, query, take, save]);
};
