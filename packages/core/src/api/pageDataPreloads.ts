import * as Result from "effect/Result";
import { buildPackageResultsUrl, parsePackageResultsUrl } from "../routes/packageSearch.js";
import { packageSearchPath } from "./packageSearchPath.js";

/**
 * The GET calls a page's first render makes whose address follows from the page's path alone, so that the server can
 * name them in the page's head (`<link rel="preload" as="fetch">`) and the browser fetches the reply while it is still
 * loading the portal's JavaScript. Each path is exactly the one the page's hook asks for (same canonical search, same
 * query encoding), or the browser would fetch twice.
 *
 * Today one page qualifies: the package results page (hooks' `usePackageResults`) calls `packageSearchEndpoint` with
 * its canonical results path. The other results pages search with a POST (hotels, flights, bundles), which a preload
 * cannot make. A path that is no such page gives no call. Never throws.
 *
 * @example
 * pageDataPreloads("/flightsHotels/results/BUE:Buenos%20Aires/CUN/Canc%C3%BAn/2027-03-01/2027-03-08/2-0/0/0");
 * // ["/api/v1/flightsHotels/search?url=%2FflightsHotels%2Fresults%2FBUE%3ABuenos%2520Aires%2FCUN%2FCanc%25C3%25BAn%2F2027-03-01%2F2027-03-08%2F2-0%2F0%2F0"]
 * pageDataPreloads("/mybudgets"); // []
 */
export const pageDataPreloads = (pagePath: string): readonly string[] => {
  const packageSearch = parsePackageResultsUrl(pagePath);
  return Result.isSuccess(packageSearch) ? [packageSearchPath(buildPackageResultsUrl(packageSearch.success))] : [];
};
