import type { HotelSearchFilters } from "../routes/hotelSearchFilters.js";
import { paginationClamp } from "../search/pagination.js";

/** Every filter but the page. */
export type HotelFiltersChange = Partial<Omit<HotelSearchFilters, "pagination">>;

/**
 * Applies a filter change; the page goes back to 1. Spec 001 §4: "changing a filter resets page to 1".
 *
 * @example hotelFiltersUpdate({ ...filters, pagination: { currentPage: 4 } }, { board: ["2"] }).pagination.currentPage // 1
 */
export const hotelFiltersUpdate = (filters: HotelSearchFilters, change: HotelFiltersChange): HotelSearchFilters => ({
  ...filters,
  ...change,
  pagination: { currentPage: 1 },
});

/**
 * Moves to a page, bounded between 1 and the page count. Spec 001 §4: "next/previous bounded between 1 and page count".
 *
 * @example hotelFiltersGoToPage(filters, 99, 7).pagination.currentPage // 7
 */
export const hotelFiltersGoToPage = (
  filters: HotelSearchFilters,
  page: number,
  countPages: number,
): HotelSearchFilters => ({
  ...filters,
  pagination: { currentPage: paginationClamp(page, countPages) },
});
