import type {
  PaginationView,
  ResultsStatus,
  TransferFilterCounts,
  TransferFilters,
  TransferOption,
  TransferResultsPage,
  TransferSort,
} from "@travesia/core";
import type { HookResult } from "../common/hookResult.js";

/** Transfers per results page (ours: the specs give none for transfers). */
export const TRANSFERS_PER_PAGE = 10;

/** What {@link useTransferResults} returns. */
export type TransferResultsResult = HookResult<
  ResultsStatus,
  {
    readonly page: TransferResultsPage | null;
    readonly fromName: string;
    readonly toName: string;
    /** The page's offers, filtered and sorted. */
    readonly options: readonly TransferOption[];
    /** Offers every filter keeps, and offers in the reply. */
    readonly total: number;
    readonly all: number;
    readonly pagination: PaginationView;
    readonly counts: TransferFilterCounts;
    readonly filters: TransferFilters;
    readonly sort: TransferSort;
    readonly updating: boolean;
  },
  {
    readonly setFilters: (change: Partial<TransferFilters>) => void;
    readonly clearFilters: () => void;
    readonly setSort: (sort: TransferSort) => void;
    readonly setPage: (page: number) => void;
    readonly retry: () => void;
  }
>;
