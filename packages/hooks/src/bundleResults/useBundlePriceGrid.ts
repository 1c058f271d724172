import { type BundlePriceGrid, type BundlePriceInput, bundlePriceGrid, paginationSlice } from "@travesia/core";
import { useMemo, useState } from "react";
import type { HookResult } from "../common/hookResult.js";

/** Destinations per page of the price grid: 10 rows × 13 cells keeps the page small. */
export const BUNDLE_PRICE_GRID_ROWS = 10;

/** What {@link useBundlePriceGrid} returns: the grid's months and the rows of the page shown. */
export type BundlePriceGridResult = HookResult<
  "empty" | "ready",
  BundlePriceGrid & {
    readonly page: number;
    readonly pages: number;
    /** 1-based position of the first and last row shown, and the number of destinations. */
    readonly firstRow: number;
    readonly lastRow: number;
    readonly rowCount: number;
  },
  { readonly setPage: (page: number) => void }
>;

/**
 * The month × destination grid of the lowest bundle price (core's `bundlePriceGrid`), ten destinations at a time,
 * cheapest first. New bundles start again on the first page.
 *
 * @example const grid = useBundlePriceGrid(results.data.bundles);
 */
export const useBundlePriceGrid = (bundles: readonly BundlePriceInput[]): BundlePriceGridResult => {
  const grid = useMemo(() => bundlePriceGrid(bundles), [bundles]);
  const [paging, setPaging] = useState({ grid, page: 1 });
  const slice = paginationSlice(grid.rows, paging.grid === grid ? paging.page : 1, BUNDLE_PRICE_GRID_ROWS);
  const firstRow = slice.totalItems === 0 ? 0 : (slice.currentPage - 1) * BUNDLE_PRICE_GRID_ROWS + 1;
  return {
    status: grid.rows.length === 0 ? "empty" : "ready",
    data: {
      months: grid.months,
      rows: slice.items,
      page: slice.currentPage,
      pages: slice.countPages,
      firstRow,
      lastRow: firstRow === 0 ? 0 : firstRow + slice.items.length - 1,
      rowCount: slice.totalItems,
    },
    error: null,
    actions: { setPage: (page) => setPaging({ grid, page }) },
  };
};
