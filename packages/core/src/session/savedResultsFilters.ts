/**
 * What a results page keeps as its product's saved search filters (spec 000 §3 "Saved filters (per product
 * search)", §4 "kept in session storage and reused only once when a can-use flag is true"). The spec does not show
 * the format; core's is the scope the filters belong to (the place searched) and the filters as the results URL's
 * query text (`?zone=3&board=2`, read back by the product's filter parser, so junk never becomes filters).
 */
export interface SavedResultsFilters {
  /** The searched place the filters refine: core's `hotelFiltersScope` or `flightFiltersScope`. */
  readonly scope: string;
  /** The results URL's filter query (`""` for none). */
  readonly query: string;
}

const isSaved = (value: unknown): value is SavedResultsFilters =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as { scope?: unknown }).scope === "string" &&
  typeof (value as { query?: unknown }).query === "string";

/**
 * The filter query a results page opening applies, from what `takeSavedSearchFilters` gave back (so the can-use flag
 * was set, and it is now cleared): only filters saved for the same scope, only when the page's URL carries no filters
 * of its own (a shared or reloaded link keeps its filters), and only when there are filters to apply. Anything else,
 * junk included, gives `null`.
 *
 * @example reusableResultsFilters({ scope: "hotel:MAD", query: "?board=2" }, "hotel:MAD", false) // "?board=2"
 * @example reusableResultsFilters({ scope: "hotel:MAD", query: "?board=2" }, "hotel:ROM", false) // null
 */
export const reusableResultsFilters = (taken: unknown, scope: string, urlHasFilters: boolean): string | null =>
  isSaved(taken) && taken.scope === scope && !urlHasFilters && taken.query !== "" && taken.query !== "?"
    ? taken.query
    : null;
