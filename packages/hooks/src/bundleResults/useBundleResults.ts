import {
  type BundleResultsQuery,
  type BundleSearchFormValues,
  bundleResultsFormValues,
  bundleResultsPage,
  type Language,
  type PaginationView,
  type ResultsStatus,
  type VacationBundle,
} from "@travesia/core";
import { useMemo } from "react";
import type { HookResult } from "../common/hookResult.js";
import { SESSION_CURRENCY_KEY, useCurrencyQueryKey } from "../currency/useCurrencyQueryKey.js";
import type { PortalWorld } from "../provider/PortalProvider.js";
import { prefetchFirstResults } from "../results/firstResults.js";
import { useResultsEngine } from "../results/useResultsEngine.js";
import { bundleResults } from "./bundleResultsProduct.js";

/** What {@link useBundleResults} returns: core's `ResultsStatus` (`invalid`: the address's query does not read). */
export type BundleResultsResult = HookResult<
  ResultsStatus,
  {
    readonly query: BundleResultsQuery | null;
    /** Every bundle of the reply (the price grid reads them all). */
    readonly bundles: readonly VacationBundle[];
    /** The bundles of the page shown, and the pager (core's `paginationView`) over the address's page. */
    readonly pageBundles: readonly VacationBundle[];
    readonly pagination: PaginationView;
    /** The bundle form's values for 'Ajustar Búsqueda'. */
    readonly formValues: BundleSearchFormValues;
  },
  { readonly retry: () => void; readonly setPage: (page: number) => void }
>;

const NO_BUNDLES: readonly VacationBundle[] = [];
const NO_VALUES: BundleSearchFormValues = { destinations: [], periods: [], themeIds: [] };

/**
 * The bundle results of an address's query (`search`: `?destination_ids=…&period_ids=…&tematic_ids=…`, or `all=1`
 * after 'Explorar nuestras propuestas', and `page=N`) on the results engine: the post it answered, asked again for
 * JSON, 12 a page (core's `bundleResultsPage`); a page asks nothing. `setPage` shows that page at once and navigates
 * to its address. A currency picked here lists the prices anew (the currency is the search's scope); the session
 * currency's arrival asks nothing again. Data and verbs keep their identity until the address, the reply or the
 * language changes.
 *
 * @example const results = useBundleResults(location.search, "es", navigate);
 */
export const useBundleResults = (
  search: string,
  language: Language,
  navigate: (url: string) => void | Promise<void>,
): BundleResultsResult => {
  const scope = useCurrencyQueryKey();
  const { status, page: query, reply, verbs } = useResultsEngine(bundleResults, { url: search, navigate, scope });
  const bundles = reply?.results ?? NO_BUNDLES;
  const data = useMemo(() => {
    const { items, pagination } = bundleResultsPage(bundles, query?.page ?? 1);
    const formValues = query === null ? NO_VALUES : bundleResultsFormValues(query, bundles, language);
    return { query, bundles, pageBundles: items, pagination, formValues };
  }, [query, bundles, language]);
  const actions = useMemo(() => ({ retry: verbs.retry, setPage: verbs.setPage }), [verbs]);
  return { status, data, error: status === "error" ? { key: "bundleResults.error" } : null, actions };
};

/**
 * The bundle results page's search, started by the portal's entry before the page's first render (`url`: the address's
 * path and query; the shell's first script may have sent it already, and it is taken): the first run, in the session's
 * currency as every first render is, takes the reply as its own (`prefetchFirstResults`). Settles when it has.
 *
 * @example void prefetchBundleResults(world, location.pathname + location.search);
 */
export const prefetchBundleResults = (world: PortalWorld, url: string): Promise<void> | undefined => {
  const query = url.indexOf("?");
  return prefetchFirstResults(world, bundleResults, query === -1 ? "" : url.slice(query), SESSION_CURRENCY_KEY);
};
