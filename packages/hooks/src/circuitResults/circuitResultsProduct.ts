import {
  buildCircuitResultsUrl,
  buildCircuitSearchUrl,
  type CircuitResultsPage,
  type CircuitSearchReply,
  circuitSearchEndpoint,
  parseCircuitResultsUrl,
} from "@travesia/core";
import { Result } from "effect";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import type { ResultsProduct } from "../results/resultsProduct.js";

/**
 * Circuit results for the results engine: the page URL read with core's `parseCircuitResultsUrl`; the search call
 * sends the search alone (`buildCircuitSearchUrl`), so filters, sort and pages are core's functions over the reply
 * already shown, with no new call.
 */
export const circuitResults: ResultsProduct<CircuitResultsPage, CircuitSearchReply> = {
  name: "circuitSearch",
  read: (url) => {
    const read = parseCircuitResultsUrl(url);
    return Result.isSuccess(read) ? read.success : null;
  },
  searchUrl: (page) => buildCircuitSearchUrl(page.search),
  pageUrl: buildCircuitResultsUrl,
  searchId: (page) => buildCircuitSearchUrl(page.search),
  withPage: (page, to) => ({ ...page, page: to }),
  fetch: (world, url, signal, priority) =>
    fetchEndpoint(world.api, circuitSearchEndpoint, [], { body: { url }, signal, ...(priority && { priority }) }),
  count: (reply) => reply.circuits?.length ?? 0,
  failed: (reply) => !reply.done,
};
