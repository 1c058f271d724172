import {
  type ApiEndpoint,
  type BundleResultsQuery,
  BundleSearchPostReply,
  bundleResultsPost,
  bundleResultsUrl,
  parseBundleResultsQuery,
} from "@travesia/core";
import { Result } from "effect";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import type { ResultsProduct } from "../results/resultsProduct.js";

const postEndpoint = (path: string): ApiEndpoint<[], typeof BundleSearchPostReply> => ({
  method: "POST",
  path: () => path,
  request: undefined,
  reply: BundleSearchPostReply,
});

/** The bundle post as one string, the search's key: its path and its form entries as a query. */
const postUrl = (query: BundleResultsQuery): string => {
  const { path, entries } = bundleResultsPost(query);
  return `${path}?${new URLSearchParams(entries.map(([name, value]) => [name, value]))}`;
};

/**
 * Bundle results for the results engine: the address's query (`?destination_ids=…&period_ids=…&tematic_ids=…`, or
 * `all=1`, and `page=N`) read with core's `parseBundleResultsQuery`. The search is the post the address answered,
 * asked again for JSON (core's `bundleResultsPost`), so another page, which only slices the list (core's
 * `bundleResultsPage`), asks nothing. A new search is loading until its own list comes.
 */
export const bundleResults: ResultsProduct<BundleResultsQuery, BundleSearchPostReply> = {
  name: "bundleResults",
  read: (query) => Result.getOrNull(parseBundleResultsQuery(query)),
  searchUrl: postUrl,
  pageUrl: bundleResultsUrl,
  searchId: postUrl,
  withPage: (query, page) => ({ ...query, page }),
  fetch: (world, searchUrl, signal, priority) => {
    const [path = "", form = ""] = searchUrl.split("?");
    const body = [...new URLSearchParams(form)];
    return fetchEndpoint(world.api, postEndpoint(path), [], { body, signal, ...(priority && { priority }) });
  },
  count: (reply) => reply.results.length,
  failed: () => false,
  keepsPreviousReply: false,
};
