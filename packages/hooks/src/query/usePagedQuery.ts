import { useInfiniteQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { usePortalQuery } from "./portalQueryClient.js";

/** What {@link usePagedQuery} pages through: the key, one page's call, and which page comes next. */
export interface PagedQuerySpec<Page> {
  /** Tells this list from any other (search, filters); a new key starts again from the first page. */
  readonly queryKey: readonly unknown[];
  /** Fetches page `page` (1-based); throws on failure (`fetchEndpoint`). */
  readonly fetchPage: (page: number, signal: AbortSignal) => Promise<Page>;
  /** The page after `last` (fetched as page `lastPage`), or null when it was the last one (e.g. core's pagination). */
  readonly nextPage: (last: Page, lastPage: number) => number | null;
  readonly enabled?: boolean;
}

/** The state of a paged list: every page loaded so far, and the 'Ver más' verb. No TanStack type leaks out. */
export interface PagedQueryState<Page> {
  readonly status: "loading" | "ready" | "error";
  /** The pages loaded, in order; a failed 'Ver más' keeps them. */
  readonly pages: readonly Page[];
  /** Another page exists. */
  readonly hasMore: boolean;
  /** A 'Ver más' is in flight. */
  readonly loadingMore: boolean;
  /** 'Ver más': loads the next page (nothing when there is none or one is already coming). */
  readonly loadMore: () => void;
  /** Loads the list again from the first page. */
  readonly reload: () => void;
}

/**
 * A list read page by page, as the paged rates' 'Ver más' will be: TanStack Query's infinite query over one page
 * call, so pages accumulate under one key, a newer key aborts the older list, and a page never lands in a list it
 * was not asked for.
 *
 * @example
 * const rates = usePagedQuery({ queryKey: ["rates", hotelId], fetchPage, nextPage: (reply, n) => (n < reply.pages ? n + 1 : null) });
 * rates.hasMore && <button onClick={rates.loadMore}>Ver más</button>;
 */
export const usePagedQuery = <Page>({ queryKey, fetchPage, nextPage, enabled = true }: PagedQuerySpec<Page>) => {
  const { client } = usePortalQuery();
  const query = useInfiniteQuery(
    {
      queryKey,
      queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: (last, _all, lastPage) => nextPage(last, lastPage) ?? undefined,
      enabled,
    },
    client,
  );
  const { fetchNextPage, hasNextPage, isFetchingNextPage, refetch } = query;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);
  const reload = useCallback(() => void refetch(), [refetch]);
  const pages = query.data?.pages ?? [];
  const status = query.isPending ? "loading" : query.isError && pages.length === 0 ? "error" : "ready";
  return {
    status,
    pages,
    hasMore: hasNextPage,
    loadingMore: isFetchingNextPage,
    loadMore,
    reload,
  } satisfies PagedQueryState<Page>;
};
