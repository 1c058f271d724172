import { paginationClamp } from "../search/pagination.js";

/** One page of results and where it sits. Spec 001 §3: "pagination {currentPage, totalItems, countPages}". */
export interface HotelPage<T> {
  readonly items: readonly T[];
  /** The page shown, within `1..countPages` (1 when there are none). */
  readonly currentPage: number;
  readonly totalItems: number;
  /** 0 when there is nothing (the pager is then hidden, spec 001 §2). */
  readonly countPages: number;
}

/**
 * Cuts one page out of a list. The requested page is bounded between 1 and the page count (spec 001 §4:
 * "next/previous bounded between 1 and page count").
 *
 * @example paginateHotels(["a", "b", "c"], 9, 2) // { items: ["c"], currentPage: 2, totalItems: 3, countPages: 2 }
 */
export const paginateHotels = <T>(items: readonly T[], page: number, pageSize: number): HotelPage<T> => {
  const size = Math.max(1, Math.floor(Number.isFinite(pageSize) ? pageSize : 1));
  const countPages = Math.ceil(items.length / size);
  const currentPage = paginationClamp(page, countPages);
  const start = (currentPage - 1) * size;
  return { items: items.slice(start, start + size), currentPage, totalItems: items.length, countPages };
};
