import {
  type ActivityResultsPage,
  type ActivitySearchReply,
  activitySearchEndpoint,
  buildActivityResultsUrl,
  buildActivitySearchUrl,
  parseActivityResultsUrl,
} from "@travesia/core";
import { Result } from "effect";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import type { ResultsProduct } from "../results/resultsProduct.js";

/**
 * Activity results for the results engine: the page URL read with core's `parseActivityResultsUrl`; the search call
 * sends the search alone (`buildActivitySearchUrl`), so a filter, sort or page change is answered by core's
 * functions over the reply already shown, with no new call.
 */
export const activityResults: ResultsProduct<ActivityResultsPage, ActivitySearchReply> = {
  name: "activitySearch",
  read: (url) => {
    const read = parseActivityResultsUrl(url);
    return Result.isSuccess(read) ? read.success : null;
  },
  searchUrl: (page) => buildActivitySearchUrl(page.search),
  pageUrl: buildActivityResultsUrl,
  searchId: (page) => buildActivitySearchUrl(page.search),
  withPage: (page, to) => ({ ...page, page: to }),
  fetch: (world, url, signal, priority) =>
    fetchEndpoint(world.api, activitySearchEndpoint, [], { body: { url }, signal, ...(priority && { priority }) }),
  count: (reply) => reply.activities?.length ?? 0,
  failed: (reply) => !reply.done,
};
