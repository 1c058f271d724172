import { listPage } from "@travesia/core";
import { useMemo } from "react";
import type { ListPageState, ListResults, ListRules } from "./listRules.js";
import type { ResultsProduct } from "./resultsProduct.js";
import { useResultsEngine } from "./useResultsEngine.js";

/**
 * A whole-list results page on the results engine: the URL is the state, one search call per search, and the
 * product's core rules (`ListRules`) filter, count, sort and page the reply shown.
 *
 * @example const list = useListResults(activityResults, ACTIVITY_LIST, url, navigate);
 */
export const useListResults = <P extends ListPageState<F, S>, R, T, F, S, Panel>(
  product: ResultsProduct<P, R>,
  rules: ListRules<P, R, T, F, S, Panel>,
  url: string,
  navigate: (url: string) => void | Promise<void>,
): ListResults<P, R, T, F, S, Panel> => {
  const { status, page, reply, updating, verbs } = useResultsEngine(product, { url, navigate });
  const all = (reply === undefined ? undefined : rules.items(reply)) ?? NONE;
  const filters = page?.filters ?? rules.defaults.filters;
  const sort = page?.sort ?? rules.defaults.sort;
  const derived = useMemo(() => {
    const shown = listPage(rules.shown(all, page, filters, sort), page?.page ?? 1, rules.perPage);
    return { ...shown, panel: rules.panel(all, page, filters) };
  }, [rules, all, page, filters, sort]);
  const actions = useMemo(
    () => ({
      changeFilters: (change: (filters: F) => F) => verbs.go((at) => ({ ...at, page: 1, filters: change(at.filters) })),
      clearFilters: () => verbs.go((at) => ({ ...at, page: 1, filters: rules.defaults.filters })),
      setSort: (next: S) => verbs.go((at) => ({ ...at, page: 1, sort: next })),
      setPage: verbs.setPage,
      retry: verbs.retry,
    }),
    [verbs, rules],
  );
  return {
    status,
    page,
    reply,
    items: derived.items,
    total: derived.total,
    all: all.length,
    pagination: derived.pagination,
    panel: derived.panel,
    filters,
    sort,
    updating,
    error: status === "invalid" || status === "error" ? rules.errors[status] : null,
    actions,
  };
};

const NONE: readonly never[] = [];
