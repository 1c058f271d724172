import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  type ApiEndpoint,
  type BundleResultsQuery,
  type BundleSearchFormValues,
  BundleSearchPostReply,
  bundleResultsFormValues,
  bundleResultsPage,
  bundleResultsPost,
  bundleResultsUrl,
  type Language,
  type PaginationView,
  parseBundleResultsQuery,
  type ResultsStatus,
  resultsStatus,
  type VacationBundle,
} from "@travesia/core";
import { Result } from "effect";
import { useMemo } from "react";
import type { HookResult } from "../common/hookResult.js";
import { useCurrencyQueryKey } from "../currency/useCurrencyQueryKey.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";

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
const postEndpoint = (path: string): ApiEndpoint<[], typeof BundleSearchPostReply> => ({
  method: "POST",
  path: () => path,
  request: undefined,
  reply: BundleSearchPostReply,
});

/**
 * The bundle results of an address's query (`?destination_ids=…&period_ids=…&tematic_ids=…`, or `all=1` after
 * 'Explorar nuestras propuestas', and `page=N`): the post it answered, asked again for JSON (core's `bundleResultsPost`;
 * the post is the query key, so a page, which only slices the list, asks nothing), 12 a page (core's `bundleResultsPage`). `setPage` navigates to
 * the address of that page. A currency picked here lists the prices anew; the session currency's arrival asks nothing
 * again. Data and verbs keep their identity until the address, the reply or the language changes.
 *
 * @example const results = useBundleResults(location.search, "es", navigate);
 */
export const useBundleResults = (
  search: string,
  language: Language,
  navigate: (url: string) => void,
): BundleResultsResult => {
  const { world, client } = usePortalQuery();
  const currency = useCurrencyQueryKey();
  const query = useMemo(() => Result.getOrNull(parseBundleResultsQuery(search)), [search]);
  const post = useMemo(() => (query === null ? null : bundleResultsPost(query)), [query]);
  const reply = useQuery(
    {
      queryKey: ["bundleResults", post, currency],
      enabled: post !== null,
      placeholderData: keepPreviousData,
      queryFn: ({ signal }) =>
        fetchEndpoint(world.api, postEndpoint(post?.path ?? ""), [], { body: post?.entries, signal }),
    },
    client,
  );
  const bundles = reply.isPlaceholderData ? NO_BUNDLES : (reply.data?.results ?? NO_BUNDLES);
  // A reply kept from the previous address (placeholder) is not this search's: its count is not yet known.
  const count = reply.isSuccess && !reply.isPlaceholderData ? bundles.length : null;
  const status = resultsStatus({ valid: query !== null, failed: reply.isError, count, pending: false });
  const data = useMemo(() => {
    const { items, pagination } = bundleResultsPage(bundles, query?.page ?? 1);
    const formValues = query === null ? NO_VALUES : bundleResultsFormValues(query, bundles, language);
    return { query, bundles, pageBundles: items, pagination, formValues };
  }, [query, bundles, language]);
  const { refetch } = reply;
  const actions = useMemo(() => {
    const setPage = (page: number) => void (query !== null && navigate(bundleResultsUrl({ ...query, page })));
    return { retry: () => void refetch(), setPage };
  }, [refetch, query, navigate]);
  return { status, data, error: status === "error" ? { key: "bundleResults.error" } : null, actions };
};
