import type { PaginationView, ResultsStatus } from "@travesia/core";
import type { HookError } from "../common/hookResult.js";

/** A list page's state as its URL holds it: filters, sort and page number beside the search. */
export interface ListPageState<F, S> {
  readonly filters: F;
  readonly sort: S;
  readonly page: number;
}

/**
 * A product whose search answers with its whole list, filtered, sorted and paged by core's rules over the reply
 * (transfers, activities, circuits): no new call for a filter, sort or page change. Declared once per product at
 * module level, beside its `ResultsProduct`.
 */
export interface ListRules<P extends ListPageState<F, S>, R, T, F, S, Panel> {
  readonly items: (reply: R) => readonly T[] | undefined;
  /** What a page shows before its URL reads (and a filter reset goes back to). */
  readonly defaults: { readonly filters: F; readonly sort: S };
  /** The reply's items the filters keep, in the sort's order. */
  readonly shown: (all: readonly T[], page: P | null, filters: F, sort: S) => readonly T[];
  /** The filter panel: its sections, choices and counts over the whole reply. */
  readonly panel: (all: readonly T[], page: P | null, filters: F) => Panel;
  readonly perPage: number;
  /** The page's message for an address that does not read as a search, and for a failed search. */
  readonly errors: { readonly invalid: HookError; readonly error: HookError };
}

/** What {@link useListResults} returns: the product hook maps it to its own result's words. */
export interface ListResults<P, R, T, F, S, Panel> {
  readonly status: ResultsStatus;
  readonly page: P | null;
  readonly reply: R | undefined;
  readonly items: readonly T[];
  /** The items left after the filters (all pages). */
  readonly total: number;
  /** The reply's items before the filters. */
  readonly all: number;
  readonly pagination: PaginationView;
  readonly panel: Panel;
  readonly filters: F;
  readonly sort: S;
  readonly updating: boolean;
  readonly error: HookError | null;
  /** Identical for the page's life; each writes a new URL, a filter or sort change on page 1. */
  readonly actions: {
    readonly changeFilters: (change: (filters: F) => F) => void;
    readonly clearFilters: () => void;
    readonly setSort: (sort: S) => void;
    readonly setPage: (page: number) => void;
    readonly retry: () => void;
  };
}
