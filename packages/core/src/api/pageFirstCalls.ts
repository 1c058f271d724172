import * as Result from "effect/Result";
import { buildActivitySearchUrl, parseActivityResultsUrl } from "../activity/activityResultsUrl.js";
import { bundleResultsPost } from "../bundle/bundleResultsSearch.js";
import { buildCircuitSearchUrl, parseCircuitResultsUrl } from "../circuit/circuitResultsUrl.js";
import { hotelDetailLocation } from "../hotel/hotelDetailLocation.js";
import { hotelResultsUrlFromMapUrl } from "../hotel/hotelResultsPage.js";
import { houseDetailLocation } from "../house/houseDetailLocation.js";
import { parseBundleResultsAddress } from "../routes/bundleResultsQuery.js";
import { buildFlightSearchUrl, parseFlightSearchUrl } from "../routes/flightSearchUrl.js";
import { buildHotelResultsUrl, parseHotelResultsUrl } from "../routes/hotelResultsUrl.js";
import { buildHotelSearchUrl, parseHotelSearchUrl } from "../routes/hotelSearchUrl.js";
import { buildHouseSearchUrl, parseHouseSearchUrl } from "../routes/houseSearchUrl.js";
import { buildPackageResultsUrl, parsePackageResultsUrl } from "../routes/packageSearch.js";
import { parseBudgetUrl } from "../routes/portalUrls.js";
import { buildTransferSearchUrl, parseTransferResultsUrl } from "../transfer/transferResultsUrl.js";
import { seg } from "./internal/endpointBuilders.js";
import { packageSearchPath } from "./packageSearchPath.js";

/** One API call as the portal's transport sends it: method, path and JSON body (absent for a GET). */
export interface PageFirstCall {
  readonly method: "GET" | "POST";
  readonly path: string;
  readonly body?: unknown;
}

type Reader = (url: string) => readonly PageFirstCall[];

const post = (path: string, body: unknown): PageFirstCall => ({ method: "POST", path, body });

/** The signed-in user (`GET /api/user`, hooks' `loadUser`): the budget list asks for its budgets once it has answered. */
const USER_CALL: PageFirstCall = { method: "GET", path: "/api/user" };

/** A hotel results page's search (a map v3 address opens the results page, as the page reads it). */
const hotelSearch = (url: string): readonly PageFirstCall[] => {
  const mapped = hotelResultsUrlFromMapUrl(url);
  const page = Result.isSuccess(mapped) ? mapped.success : url;
  if (Result.isFailure(parseHotelResultsUrl(page))) return [];
  const search = parseHotelSearchUrl(page);
  return Result.isSuccess(search)
    ? [post("/api/v1/hotels/search", { url: buildHotelSearchUrl(search.success), progressiveResults: true })]
    : [];
};

const houseSearch = (url: string): readonly PageFirstCall[] => {
  const search = parseHouseSearchUrl(url);
  return Result.isSuccess(search)
    ? [post("/api/v1/houses/search", { url: buildHouseSearchUrl(search.success), progressiveResults: true })]
    : [];
};

/** A search named by its `{url}` alone, read and built by the product's own core functions. */
const urlSearch =
  <P>(path: string, parse: (url: string) => Result.Result<P, unknown>, build: (page: P) => string) =>
  (url: string): readonly PageFirstCall[] => {
    const page = parse(url);
    return Result.isSuccess(page) ? [post(path, { url: build(page.success) })] : [];
  };

const packageSearch = (url: string): readonly PageFirstCall[] => {
  const search = parsePackageResultsUrl(url);
  return Result.isSuccess(search)
    ? [{ method: "GET", path: packageSearchPath(buildPackageResultsUrl(search.success)) }]
    : [];
};

const bundleSearch = (url: string): readonly PageFirstCall[] => {
  const query = parseBundleResultsAddress(url);
  if (Result.isFailure(query)) return [];
  const { path: postPath, entries } = bundleResultsPost(query.success);
  return [post(postPath, entries)];
};

/** A hotel detail page's two calls: the catalogue and the search narrowed to the hotel (hooks' `hotelDetailQueries`). */
const hotelDetail = (url: string): readonly PageFirstCall[] => {
  const location = hotelDetailLocation(url);
  if (Result.isFailure(location)) return [];
  const { detail, search } = location.success;
  return [
    { method: "GET", path: `/api/v1/hotels/catalog/${seg(detail.id)}` },
    post("/api/v1/hotels/search", { url: buildHotelResultsUrl(search.route) }),
  ];
};

/** A house detail page's call: the search narrowed to the house (hooks' `useHouseDetail`). */
const houseDetail = (url: string): readonly PageFirstCall[] => {
  const location = houseDetailLocation(url);
  return Result.isSuccess(location) ? [post("/api/v1/houses/search", { url: location.success.searchUrl })] : [];
};

/** A product's page by its second segment (`/hotel/results/…`, `/hotel/details/…`). */
const byPage =
  (pages: Readonly<Record<string, Reader>>): Reader =>
  (url) => {
    const page = /^\/[^/?#]+\/([^/?#]+)/.exec(url)?.[1] ?? "";
    return Object.hasOwn(pages, page) ? (pages[page]?.(url) ?? []) : [];
  };

/** What the browser keeps of the session that the first script can read (its cookies are HttpOnly). */
export interface PageFirstCallsSession {
  /**
   * The local 'user is logged' flag (`USER_LOGGED_KEY`: `'true'` once a user signed in through the portal in this
   * browser, `'false'` after a logout; null when never set).
   */
  readonly userLogged: string | null;
}

/**
 * One address segment's reader of a page's first calls (`url`: the whole address; `session`, when known, as
 * {@link pageFirstCalls} takes it).
 */
export type PageFirstCallReader = (url: string, session?: PageFirstCallsSession) => readonly PageFirstCall[];

/**
 * `calls` with the signed-in user's record (`GET /api/user`) first, unless they ask for it already: what the portal's
 * server asks in process for a navigation that may be a signed-in user's, so that the page's shell can draw that
 * user's header (core's `pageFirstRepliesSignedIn`).
 *
 * @example withPageUserCall([]) // [{ method: "GET", path: "/api/user" }]
 */
export const withPageUserCall = (calls: readonly PageFirstCall[]): readonly PageFirstCall[] =>
  calls.some((call) => call.method === USER_CALL.method && call.path === USER_CALL.path)
    ? calls
    : [USER_CALL, ...calls];

/**
 * A budget page's calls (`/mybudgets`, `/mybudgets/{id}`): the user, then the list (`GET /api/budget/list`, hooks'
 * `useBudgetList`, sent once the user has answered) or the budget (`GET /api/budget/get/{id}`, `useBudgetDetail`).
 */
const budgetPage = (url: string): readonly PageFirstCall[] => {
  const page = parseBudgetUrl(url);
  if (Result.isFailure(page)) return [];
  // `/mybudgets/` names no budget: the portal's router draws the list there.
  return page.success._tag === "BudgetList" || page.success.id === ""
    ? [USER_CALL, { method: "GET", path: "/api/budget/list" }]
    : [USER_CALL, { method: "GET", path: `/api/budget/get/${seg(page.success.id)}` }];
};

/**
 * The pages of a product only a signed-in user's record can allow (spec 000 §1's allowed products: `act` for
 * activities, `activityAccess`; `trf` for transfers, hooks' `useProductAllowed`): an anonymous visitor is offered
 * neither, and the session's flag is the only sign of a login the first script can read. The page's gate reads the
 * user's record before it draws the results: it is asked with the search.
 */
const signedInProduct =
  (reader: Reader): PageFirstCallReader =>
  (url, session) => {
    if (session === undefined) return reader(url);
    if (session.userLogged !== "true") return [];
    const calls = reader(url);
    return calls.length === 0 ? [] : [USER_CALL, ...calls];
  };

/** Hotel results (a map v3 address too: `v3PageCalls`) and a hotel's detail page. */
export const hotelPageCalls: PageFirstCallReader = /* @__PURE__ */ byPage({
  results: hotelSearch,
  details: hotelDetail,
});
/** A map v3 address opens the hotel results page. */
export const v3PageCalls: PageFirstCallReader = hotelSearch;
export const housePageCalls: PageFirstCallReader = /* @__PURE__ */ byPage({
  results: houseSearch,
  details: houseDetail,
});
export const flightPageCalls: PageFirstCallReader = /* @__PURE__ */ urlSearch(
  "/api/v1/flights/search",
  parseFlightSearchUrl,
  buildFlightSearchUrl,
);
export const flightsHotelsPageCalls: PageFirstCallReader = packageSearch;
export const dynamicVacationBundlePageCalls: PageFirstCallReader = bundleSearch;
export const transferPageCalls: PageFirstCallReader = /* @__PURE__ */ signedInProduct(
  /* @__PURE__ */ urlSearch("/api/v1/transfers/search", parseTransferResultsUrl, (page) =>
    buildTransferSearchUrl(page.search),
  ),
);
export const activitiesPageCalls: PageFirstCallReader = /* @__PURE__ */ signedInProduct(
  /* @__PURE__ */ urlSearch("/api/v1/activities/search", parseActivityResultsUrl, (page) =>
    buildActivitySearchUrl(page.search),
  ),
);
export const circuitsPageCalls: PageFirstCallReader = (url) => {
  const calls = urlSearch("/api/v1/circuits/search", parseCircuitResultsUrl, (page) =>
    buildCircuitSearchUrl(page.search),
  )(url);
  // The page's gate reads the configuration of the portal the user's record names: the record is asked with the
  // search, a visitor's too (its guest record names the portal).
  return calls.length === 0 ? [] : [USER_CALL, ...calls];
};
/** The budget pages ask only when the session's flag says a user signed in (without a session, nothing). */
export const mybudgetsPageCalls: PageFirstCallReader = (url, session) =>
  session?.userLogged === "true" ? budgetPage(url) : [];

/**
 * Every page's reader, by the address's first segment. The shell of a route whose addresses share one segment carries
 * that segment's reader alone (web's `pageCallBundle.ts`: `{segment}PageCalls`), so its first script is smaller.
 */
export const PAGE_FIRST_CALL_READERS: Readonly<Record<string, PageFirstCallReader>> = {
  hotel: hotelPageCalls,
  v3: v3PageCalls,
  house: housePageCalls,
  flight: flightPageCalls,
  flightsHotels: flightsHotelsPageCalls,
  dynamicVacationBundle: dynamicVacationBundlePageCalls,
  transfer: transferPageCalls,
  activities: activitiesPageCalls,
  circuits: circuitsPageCalls,
  mybudgets: mybudgetsPageCalls,
};

/**
 * {@link pageFirstCalls} with `readers` alone: an address whose first segment has no reader there asks nothing.
 *
 * @example pageFirstCallsWith({ flightsHotels: flightsHotelsPageCalls })("/flight/results/…") // []
 */
export const pageFirstCallsWith =
  (readers: Readonly<Record<string, PageFirstCallReader>>) =>
  (url: string, session?: PageFirstCallsSession): readonly PageFirstCall[] => {
    const segment = /^\/([^/?#]+)/.exec(url)?.[1] ?? "";
    return Object.hasOwn(readers, segment) ? (readers[segment]?.(url, session) ?? []) : [];
  };

/**
 * The calls a page makes first whose requests follow from its address alone (path, query and hash, as the browser
 * shows it): method, path and JSON body, built by the same core functions the page's hooks use. Hotel and house
 * results: the progressive search (`buildHotelSearchUrl` / `buildHouseSearchUrl`); flight, transfer, activity and
 * circuit results: the product's search URL as `{url}` (circuits: after the user, whose record names the portal
 * whose configuration offers them); package results: `packageSearchPath`; bundle results:
 * `bundleResultsPost`'s entries; hotel detail: the catalogue and the search narrowed to the hotel; house detail: the
 * search narrowed to the house; the budget list and a budget's page (`/mybudgets`, `/mybudgets/{id}`): the user, then
 * the list or the budget. The portal's first script sends them before the page's modules are loaded, and the
 * page's transport takes a reply when it sends the very same request (same method, path and body); any other request
 * goes out as usual, so a wrong guess costs a request, never wrong data. Empty for any other address. With `session`,
 * the activity and transfer pages' search is left out unless its flag says a user signed in (an anonymous visitor is
 * offered neither: the page sends no search, and that request would be wasted), and when it does the user comes first
 * (the page's gate reads the record before the results); the budget pages ask only when it does
 * (without a session, nothing: a signed-in user's pages, whose calls a visitor's browser would send for nothing).
 * Never throws.
 *
 * @example
 * pageFirstCalls("/flight/results/Buenos%20Aires/2-0/BUE/Miami/MIA/2027-03-01;2027-03-10/0/0/ALL/-/-");
 * // [{ method: "POST", path: "/api/v1/flights/search", body: { url: "/flight/results/…" } }]
 * pageFirstCalls("/mybudgets"); // []
 * pageFirstCalls("/mybudgets/981", { userLogged: "true" });
 * // [{ method: "GET", path: "/api/user" }, { method: "GET", path: "/api/budget/get/981" }]
 */
export const pageFirstCalls: (url: string, session?: PageFirstCallsSession) => readonly PageFirstCall[] =
  /* @__PURE__ */ pageFirstCallsWith(PAGE_FIRST_CALL_READERS);
