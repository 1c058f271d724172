import {
  filterTransferOptions,
  TRANSFER_FILTERS_NONE,
  type TransferFilterCounts,
  type TransferFilters,
  type TransferOption,
  type TransferResultsPage,
  type TransferSearchReply,
  type TransferSort,
  transferFilterCounts,
} from "@travesia/core";
import { useMemo } from "react";
import type { ListRules } from "../results/listRules.js";
import { useListResults } from "../results/useListResults.js";
import { transferResults } from "./transferResultsProduct.js";
import { TRANSFERS_PER_PAGE, type TransferResultsResult } from "./transferResultsTypes.js";

export * from "./transferResultsTypes.js";

const NO_PARTY = { adults: 1, children: 0, ages: [] };
const partyOf = (page: TransferResultsPage | null) => page?.search.passengers ?? NO_PARTY;

const TRANSFER_LIST: ListRules<
  TransferResultsPage,
  TransferSearchReply,
  TransferOption,
  TransferFilters,
  TransferSort,
  TransferFilterCounts
> = {
  items: (reply) => reply.options,
  defaults: { filters: TRANSFER_FILTERS_NONE, sort: "price" },
  shown: (all, page, filters, sort) => filterTransferOptions(all, filters, sort, partyOf(page)),
  panel: (all, page, filters) => transferFilterCounts(all, filters, partyOf(page)),
  perPage: TRANSFERS_PER_PAGE,
  errors: { invalid: { key: "transfer.urlInvalid" }, error: { key: "transfer.failed" } },
};

/**
 * The transfer results page on the results engine (`useListResults`): the URL is the state (core's
 * `parseTransferResultsUrl`), one search call per search, and core's filters, counts, sort and pages over its reply;
 * a filter or sort change goes back to page 1.
 *
 * @example const results = useTransferResults(location.pathname + location.search, navigate);
 */
export const useTransferResults = (
  url: string,
  navigate: (url: string) => void | Promise<void>,
): TransferResultsResult => {
  const list = useListResults(transferResults, TRANSFER_LIST, url, navigate);
  const { changeFilters, clearFilters, setSort, setPage, retry } = list.actions;
  const actions = useMemo(
    () => ({
      setFilters: (change: Partial<TransferFilters>) => changeFilters((filters) => ({ ...filters, ...change })),
      clearFilters,
      setSort,
      setPage,
      retry,
    }),
    [changeFilters, clearFilters, setSort, setPage, retry],
  );
  const { page, reply } = list;
  return {
    status: list.status,
    data: {
      page,
      // The ends as the search box chose them (the URL's), as the prerendered heading names them: the reply's own
      // names, often longer, would rewrite the heading once it lands.
      fromName: page?.search.from.name ?? reply?.fromName ?? "",
      toName: page?.search.to.name ?? reply?.toName ?? "",
      options: list.items,
      total: list.total,
      all: list.all,
      pagination: list.pagination,
      counts: list.panel,
      filters: list.filters,
      sort: list.sort,
      updating: list.updating,
    },
    error: list.error,
    actions,
  };
};
