/**
 * Saved search filters in session storage, reused once.
 *
 * Spec 000 §4: "Saved search filters are kept in session storage and reused only once when a can-use flag is true."
 */

/** What session storage holds for one product search. */
export interface SavedSearchFilters<F> {
  /** The filters of the last search (spec 000 §3 "Saved filters"). */
  readonly filters: F | null;
  /** The can-use flag: true right after a search page asked for the filters to be restored. */
  readonly canUse: boolean;
}

/**
 * Takes the saved filters if they may be reused, and the storage value to write back (flag cleared, so the
 * filters are never reused a second time).
 *
 * @example
 * const { filters, next } = takeSavedSearchFilters({ filters: { stops: [0] }, canUse: true });
 * // filters = { stops: [0] }; next = { filters: { stops: [0] }, canUse: false }
 */
export const takeSavedSearchFilters = <F>(
  saved: SavedSearchFilters<F> | null,
): { readonly filters: F | null; readonly next: SavedSearchFilters<F> | null } => {
  if (saved === null) return { filters: null, next: null };
  return { filters: saved.canUse ? saved.filters : null, next: { filters: saved.filters, canUse: false } };
};
