import {
  buildTransferResultsUrl,
  buildTransferSearchUrl,
  parseTransferResultsUrl,
  type TransferResultsPage,
  type TransferSearchReply,
  transferSearchEndpoint,
} from "@travesia/core";
import { Result } from "effect";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import type { ResultsProduct } from "../results/resultsProduct.js";

/**
 * Transfer results for the results engine: the page URL read with core's `parseTransferResultsUrl`; the search call
 * sends the search alone (`buildTransferSearchUrl`), so a filter, sort or page change is answered by core's
 * functions over the reply already shown, with no new call.
 */
export const transferResults: ResultsProduct<TransferResultsPage, TransferSearchReply> = {
  name: "transferSearch",
  read: (url) => {
    const read = parseTransferResultsUrl(url);
    return Result.isSuccess(read) ? read.success : null;
  },
  searchUrl: (page) => buildTransferSearchUrl(page.search),
  pageUrl: buildTransferResultsUrl,
  searchId: (page) => buildTransferSearchUrl(page.search),
  withPage: (page, to) => ({ ...page, page: to }),
  fetch: (world, url, signal, priority) =>
    fetchEndpoint(world.api, transferSearchEndpoint, [], { body: { url }, signal, ...(priority && { priority }) }),
  count: (reply) => reply.options?.length ?? 0,
  failed: (reply) => !reply.done,
};
