import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  type ApiEndpoint,
  type BundleResultsQuery,
  type BundleSearchFormValues,
  BundleSearchPostReply,
  bundleResultsFormValues,
  bundleResultsPost,
  type Language,
  paginationSlice,
  parseBundleResultsQuery,
  type VacationBundle,
} from "@travesia/core";
import { Result } from "effect";
import { useState } from "react";
import type { HookResult } from "../common/hookResult.js";
import { useCurrencyQueryKey } from "../currency/useCurrencyQueryKey.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";

/** Bundles per page of the results list (the list stays far below the DOM budget of 800 elements). */
export const BUNDLE_RESULTS_PAGE_SIZE = 12;

/** What {@link useBundleResults} returns. `invalid`: the address's query does not read. */
export type BundleResultsResult = HookResult<
  "invalid" | "loading" | "ready" | "error",
  {
    readonly query: BundleResultsQuery | null;
    /** Every bundle of the reply (the price grid reads them all). */
    readonly bundles: readonly VacationBundle[];
    /** The bundles of the page shown. */
    readonly pageBundles: readonly VacationBundle[];
    readonly page: number;
    readonly pages: number;
    /** The bundle form's values for 'Ajustar Búsqueda'. */
    readonly formValues: BundleSearchFormValues;
  },
  { readonly retry: () => void; readonly setPage: (page: number) => void }
>;

const postEndpoint = (path: string): ApiEndpoint<[], typeof BundleSearchPostReply> => ({
  method: "POST",
  path: () => path,
  request: undefined,
  reply: BundleSearchPostReply,
});

/**
 * The bundle results of an address's query (`?destination_ids=…&period_ids=…&tematic_ids=…`, or `all=1` after
 * 'Explorar nuestras propuestas'): the post it answered, asked again for JSON (core's `bundleResultsPost`), one page
 * of 12 at a time. A currency picked here lists the prices anew; the session currency's arrival asks nothing again.
 *
 * @example const results = useBundleResults(location.search, "es");
 */
export const useBundleResults = (search: string, language: Language): BundleResultsResult => {
  const { world, client } = usePortalQuery();
  const currency = useCurrencyQueryKey();
  const parsed = parseBundleResultsQuery(search);
  const query = Result.isSuccess(parsed) ? parsed.success : null;
  const reply = useQuery(
    {
      queryKey: ["bundleResults", search, currency],
      enabled: query !== null,
      placeholderData: keepPreviousData,
      queryFn: ({ signal }) => {
        const post = bundleResultsPost(query as BundleResultsQuery);
        return fetchEndpoint(world.api, postEndpoint(post.path), [], { body: post.entries, signal });
      },
    },
    client,
  );
  // The page belongs to the search it was chosen on: a new search starts on page 1.
  const [paging, setPaging] = useState({ search, page: 1 });
  const bundles = reply.isPlaceholderData ? [] : (reply.data?.results ?? []);
  const slice = paginationSlice(bundles, paging.search === search ? paging.page : 1, BUNDLE_RESULTS_PAGE_SIZE);
  const status =
    query === null
      ? "invalid"
      : reply.isError
        ? "error"
        : reply.isSuccess && !reply.isPlaceholderData
          ? "ready"
          : "loading";
  return {
    status,
    data: {
      query,
      bundles,
      pageBundles: slice.items,
      page: slice.currentPage,
      pages: slice.countPages,
      formValues:
        query === null
          ? { destinations: [], periods: [], themeIds: [] }
          : bundleResultsFormValues(query, bundles, language),
    },
    error: status === "error" ? { key: "bundleResults.error" } : null,
    actions: { retry: () => void reply.refetch(), setPage: (page) => setPaging({ search, page }) },
  };
};
