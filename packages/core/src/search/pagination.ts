/**
 * Results pagination: the classic pager's window and the previous/next buttons.
 *
 * Spec 001 §2: "prev/next buttons ('Volver' disabled on page 1, 'Siguiente' disabled on last page); classic pager
 * shows a window of 10 page buttons with first/last. Pagination hidden when pages is 0." Spec 001 §4: "changing a
 * filter resets page to 1; next/previous bounded between 1 and page count."
 */

/** Spec 001 §9: "Pagination window 10 buttons". */
export const PAGINATION_WINDOW_SIZE = 10;
/** Spec 001 §4: "changing a filter resets page to 1". */
export const PAGINATION_FIRST_PAGE = 1;

/** What the pager draws. Pages are 1-based. */
export interface PaginationView {
  /** False when there are 0 pages: the whole control is hidden. */
  readonly visible: boolean;
  /** The current page, clamped to `1..countPages`. */
  readonly currentPage: number;
  /** The numbered buttons: consecutive pages holding the current one, at most 10. */
  readonly pages: readonly number[];
  /** Target of the 'first' button (always 1). */
  readonly firstPage: number;
  /** Target of the 'last' button (the page count). */
  readonly lastPage: number;
  /** Target of 'Volver', or null when disabled (on page 1). */
  readonly previousPage: number | null;
  /** Target of 'Siguiente', or null when disabled (on the last page). */
  readonly nextPage: number | null;
}

/**
 * Bounds a page number between 1 and the page count (1 when there are no pages).
 *
 * @example paginationClamp(12, 5) // 5
 */
export const paginationClamp = (page: number, countPages: number): number => {
  const last = Math.max(PAGINATION_FIRST_PAGE, Math.floor(countPages));
  const whole = Number.isFinite(page) ? Math.floor(page) : PAGINATION_FIRST_PAGE;
  return Math.min(last, Math.max(PAGINATION_FIRST_PAGE, whole));
};

/**
 * The pager for a page among `countPages`: a window of up to 10 buttons that holds the current page, centred on it
 * where possible, plus first/last and bounded previous/next.
 *
 * @example paginationView(7, 30).pages // [2, 3, 4, 5, 6, 7, 8, 9, 10, 11]
 * @example paginationView(1, 0).visible // false
 */
export const paginationView = (
  currentPage: number,
  countPages: number,
  windowSize: number = PAGINATION_WINDOW_SIZE,
): PaginationView => {
  const count = Number.isFinite(countPages) ? Math.max(0, Math.floor(countPages)) : 0;
  const size = Math.max(1, Math.floor(windowSize));
  const current = paginationClamp(currentPage, count);
  if (count === 0) {
    return {
      visible: false,
      currentPage: current,
      pages: [],
      firstPage: 1,
      lastPage: 1,
      previousPage: null,
      nextPage: null,
    };
  }
  const width = Math.min(size, count);
  const start = Math.max(1, Math.min(current - Math.floor(width / 2), count - width + 1));
  return {
    visible: true,
    currentPage: current,
    pages: Array.from({ length: width }, (_, index) => start + index),
    firstPage: 1,
    lastPage: count,
    previousPage: current > 1 ? current - 1 : null,
    nextPage: current < count ? current + 1 : null,
  };
};

/** One page of a list, and where it sits. */
export interface PaginationSlice<T> {
  readonly items: readonly T[];
  /** The page shown, clamped to `1..countPages`. */
  readonly currentPage: number;
  /** Pages needed for every item (0 for an empty list, which hides the pager). */
  readonly countPages: number;
  readonly totalItems: number;
}

/**
 * The items of one page (pages are 1-based; an out-of-range page shows the nearest one).
 *
 * @example paginationSlice([1, 2, 3, 4, 5], 2, 2) // { items: [3, 4], currentPage: 2, countPages: 3, totalItems: 5 }
 */
export const paginationSlice = <T>(items: readonly T[], currentPage: number, pageSize: number): PaginationSlice<T> => {
  const size = Math.max(1, Math.floor(Number.isFinite(pageSize) ? pageSize : 1));
  const countPages = Math.ceil(items.length / size);
  const page = paginationClamp(currentPage, countPages);
  return {
    items: items.slice((page - 1) * size, page * size),
    currentPage: page,
    countPages,
    totalItems: items.length,
  };
};

/** One page of a list the page holds whole (a reply filtered and sorted here), and its pager. */
export interface ListPage<T> {
  readonly items: readonly T[];
  /** Every item the list holds, on all its pages. */
  readonly total: number;
  /** The pager over the list (hidden for an empty one). */
  readonly pagination: PaginationView;
}

/**
 * The page of a list to show and its pager: {@link paginationSlice} and {@link paginationView} of the same page, so the
 * pager never names a page the slice does not show.
 *
 * @example listPage(["a", "b", "c"], 9, 2) // { items: ["c"], total: 3, pagination: { currentPage: 2, … } }
 */
export const listPage = <T>(items: readonly T[], page: number, pageSize: number): ListPage<T> => {
  const slice = paginationSlice(items, page, pageSize);
  return {
    items: slice.items,
    total: slice.totalItems,
    pagination: paginationView(slice.currentPage, slice.countPages),
  };
};
