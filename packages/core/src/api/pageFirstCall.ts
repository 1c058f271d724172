import * as Result from "effect/Result";
import { buildActivitySearchUrl, parseActivityResultsUrl } from "../activity/activityResultsUrl.js";
import { bundleResultsPost } from "../bundle/bundleResultsSearch.js";
import { buildCircuitSearchUrl, parseCircuitResultsUrl } from "../circuit/circuitResultsUrl.js";
import { hotelResultsUrlFromMapUrl } from "../hotel/hotelResultsPage.js";
import { parseBundleResultsQuery } from "../routes/bundleResultsQuery.js";
import { buildFlightSearchUrl, parseFlightSearchUrl } from "../routes/flightSearchUrl.js";
import { parseHotelResultsUrl } from "../routes/hotelResultsUrl.js";
import { buildHotelSearchUrl, parseHotelSearchUrl } from "../routes/hotelSearchUrl.js";
import { buildHouseSearchUrl, parseHouseSearchUrl } from "../routes/houseSearchUrl.js";
import { buildPackageResultsUrl, parsePackageResultsUrl } from "../routes/packageSearch.js";
import { buildTransferSearchUrl, parseTransferResultsUrl } from "../transfer/transferResultsUrl.js";
import { packageSearchPath } from "./packageSearchPath.js";

/** One API call as the portal's transport sends it: method, path and JSON body (absent for a GET). */
export interface PageFirstCall {
  readonly method: "GET" | "POST";
  readonly path: string;
  readonly body?: unknown;
}

const post = (path: string, body: unknown): PageFirstCall => ({ method: "POST", path, body });

/** A hotel results page's search (a map v3 address opens the results page, as the page reads it). */
const hotelSearch = (url: string): PageFirstCall | undefined => {
  const mapped = hotelResultsUrlFromMapUrl(url);
  const page = Result.isSuccess(mapped) ? mapped.success : url;
  if (Result.isFailure(parseHotelResultsUrl(page))) return undefined;
  const search = parseHotelSearchUrl(page);
  return Result.isSuccess(search)
    ? post("/api/v1/hotels/search", { url: buildHotelSearchUrl(search.success), progressiveResults: true })
    : undefined;
};

const houseSearch = (url: string): PageFirstCall | undefined => {
  const search = parseHouseSearchUrl(url);
  return Result.isSuccess(search)
    ? post("/api/v1/houses/search", { url: buildHouseSearchUrl(search.success), progressiveResults: true })
    : undefined;
};

/** A search named by its `{url}` alone, read and built by the product's own core functions. */
const urlSearch =
  <P>(path: string, parse: (url: string) => Result.Result<P, unknown>, build: (page: P) => string) =>
  (url: string): PageFirstCall | undefined => {
    const page = parse(url);
    return Result.isSuccess(page) ? post(path, { url: build(page.success) }) : undefined;
  };

const packageSearch = (url: string): PageFirstCall | undefined => {
  const search = parsePackageResultsUrl(url);
  return Result.isSuccess(search)
    ? { method: "GET", path: packageSearchPath(buildPackageResultsUrl(search.success)) }
    : undefined;
};

const bundleSearch = (url: string): PageFirstCall | undefined => {
  const [path = "", rest = ""] = url.split("?");
  if (path !== "/dynamicVacationBundle/results") return undefined;
  const query = parseBundleResultsQuery(`?${rest.split("#")[0]}`);
  if (Result.isFailure(query)) return undefined;
  const { path: postPath, entries } = bundleResultsPost(query.success);
  return post(postPath, entries);
};

/** The page's reader by the address's first segment. */
const BY_SEGMENT: Readonly<Record<string, (url: string) => PageFirstCall | undefined>> = {
  hotel: hotelSearch,
  v3: hotelSearch,
  house: houseSearch,
  flight: urlSearch("/api/v1/flights/search", parseFlightSearchUrl, buildFlightSearchUrl),
  flightsHotels: packageSearch,
  dynamicVacationBundle: bundleSearch,
  transfer: urlSearch("/api/v1/transfers/search", parseTransferResultsUrl, (page) =>
    buildTransferSearchUrl(page.search),
  ),
  activities: urlSearch("/api/v1/activities/search", parseActivityResultsUrl, (page) =>
    buildActivitySearchUrl(page.search),
  ),
  circuits: urlSearch("/api/v1/circuits/search", parseCircuitResultsUrl, (page) => buildCircuitSearchUrl(page.search)),
};

/**
 * The search call a results page makes first, whose request follows from the page's address alone (path, query and
 * hash, as the browser shows it): method, path and JSON body, built by the same core functions the page's hooks use
 * (hotel and house results: `buildHotelSearchUrl` / `buildHouseSearchUrl` with `progressiveResults`; flight, transfer,
 * activity and circuit results: the product's search URL as `{url}`; package results: `packageSearchPath`; bundle
 * results: `bundleResultsPost`'s entries). The portal's first script sends it before the page's modules are loaded and
 * the page's transport takes the reply when it sends the very same request (same method, path and body); any other
 * request goes out as usual, so a wrong guess costs a request, never wrong data. Undefined for any other address.
 * Never throws.
 *
 * @example
 * pageFirstCall("/flight/results/BUE%3ABuenos%20Aires/1-0-0/MIA/Miami/MIA/2027-03-01/0/1/Y/-1/-");
 * // { method: "POST", path: "/api/v1/flights/search", body: { url: "/flight/results/…" } }
 * pageFirstCall("/mybudgets"); // undefined
 */
export const pageFirstCall = (url: string): PageFirstCall | undefined => {
  const segment = /^\/([^/?#]+)/.exec(url)?.[1] ?? "";
  try {
    return Object.hasOwn(BY_SEGMENT, segment) ? BY_SEGMENT[segment]?.(url) : undefined;
  } catch {
    return undefined;
  }
};
