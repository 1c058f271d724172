import {
  filterTransferOptions,
  listPage,
  TRANSFER_FILTERS_NONE,
  type TransferFilters,
  type TransferOption,
  type TransferSort,
  transferFilterCounts,
} from "@travesia/core";
import { useMemo } from "react";
import { useResultsEngine } from "../results/useResultsEngine.js";
import { transferResults } from "./transferResultsProduct.js";
import { TRANSFERS_PER_PAGE, type TransferResultsResult } from "./transferResultsTypes.js";

export * from "./transferResultsTypes.js";

const ERRORS = { invalid: { key: "transfer.urlInvalid" }, error: { key: "transfer.failed" } } as const;
const NONE: readonly TransferOption[] = [];
const NO_PARTY = { adults: 1, children: 0, ages: [] };

/**
 * The transfer results page on the results engine: the URL is the state (core's `parseTransferResultsUrl`), one
 * search call per search, and core's filters, counts, sort and pages over its reply. Every verb writes a new URL; a
 * filter or sort change goes back to page 1.
 *
 * @example const results = useTransferResults(location.pathname + location.search, navigate);
 */
export const useTransferResults = (
  url: string,
  navigate: (url: string) => void | Promise<void>,
): TransferResultsResult => {
  const { status, page, reply, updating, verbs } = useResultsEngine(transferResults, { url, navigate });
  const all = reply?.options ?? NONE;
  const filters = page?.filters ?? TRANSFER_FILTERS_NONE;
  const sort = page?.sort ?? "price";
  const party = page?.search.passengers ?? NO_PARTY;
  const derived = useMemo(() => {
    const shown = listPage(filterTransferOptions(all, filters, sort, party), page?.page ?? 1, TRANSFERS_PER_PAGE);
    return { ...shown, counts: transferFilterCounts(all, filters, party) };
  }, [all, filters, sort, party, page?.page]);
  const actions = useMemo(
    () => ({
      setFilters: (change: Partial<TransferFilters>) =>
        verbs.go((at) => ({ ...at, page: 1, filters: { ...at.filters, ...change } })),
      clearFilters: () => verbs.go((at) => ({ ...at, page: 1, filters: TRANSFER_FILTERS_NONE })),
      setSort: (next: TransferSort) => verbs.go((at) => ({ ...at, page: 1, sort: next })),
      setPage: verbs.setPage,
      retry: verbs.retry,
    }),
    [verbs],
  );
  return {
    status,
    data: {
      page,
      fromName: reply?.fromName ?? page?.search.from.name ?? "",
      toName: reply?.toName ?? page?.search.to.name ?? "",
      options: derived.items,
      total: derived.total,
      all: all.length,
      pagination: derived.pagination,
      counts: derived.counts,
      filters,
      sort,
      updating,
    },
    error: status === "invalid" || status === "error" ? ERRORS[status] : null,
    actions,
  };
};
