import {
  buildPackageResultsUrl,
  type PackageSearch,
  type PackageSearchReply,
  packageSearchEndpoint,
  parsePackageResultsUrl,
} from "@travesia/core";
import { Result } from "effect";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import type { ResultsProduct } from "../results/resultsProduct.js";

/**
 * Package results for the results engine (spec 002 §2 "/flightsHotels/results — the search is serialised into the
 * path"): the path read with core's `parsePackageResultsUrl`, its canonical form (`buildPackageResultsUrl`) is both the
 * page URL and the search, sent to `packageSearchEndpoint` (the call core's `pageDataPreloads` names, so the reply the
 * server preloads is taken). The page has no filters, sort or page. A package needs a flight and a hotel: it offers as
 * many results as the fewer of the two.
 */
export const packageResults: ResultsProduct<PackageSearch, PackageSearchReply> = {
  name: "packageSearch",
  read: (url) => Result.getOrNull(parsePackageResultsUrl(url)),
  searchUrl: buildPackageResultsUrl,
  pageUrl: buildPackageResultsUrl,
  searchId: buildPackageResultsUrl,
  withPage: (page) => page,
  fetch: (world, url, signal, priority) =>
    fetchEndpoint(world.api, packageSearchEndpoint, [url], { signal, ...(priority && { priority }) }),
  count: (reply) => Math.min(reply.flights.length, reply.hotels.length),
  failed: (reply) => reply.done === false,
};
