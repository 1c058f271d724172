import * as Result from "effect/Result";
import { type RouteParseError, routeParseError } from "./routeParseError.js";

/**
 * Every route pattern the portal builds or reads, in one place; builders fill these and parsers match them.
 *
 * `{name}` marks a path parameter. Sources: spec 000 §2 (home, login, budgets, logout, trip edit, hash routes),
 * spec 001 §2 (hotel results, milestone, map v3, hotel and house detail), spec 002 §2 (flight results, package
 * results and detail, voucher, form posts). Paths the spec leaves open are defined here and say so:
 * - `hotelSearchPost`: spec 001 §2 "Hotel search form posts (method POST) to a hotel search path (exact path not
 *   shown)"; core defines `/search/hotel`, beside the spec's `/search/flight` and `/search/flightsHotels`.
 * - `flightSearchPost`: spec 002 §2 writes `POST search/flight` without the leading slash; core writes it rooted.
 * - `packageResults`: spec 002 §2 "the search is serialised into the path" without the layout; see `packageResultsUrl`.
 * - `houseDetail`: spec 001 §2 gives `/house/details/{name}/{id}/...`; the rest mirrors the hotel detail.
 * - `houseResults`: spec 001 shows no house results route; core defines one beside the hotel results, carrying the
 *   destination's name (percent-encoded, so any name survives) and the passengers group; see `houseResultsUrl`.
 * - `findHash`: the hash route of search pages, without the leading `#`.
 * - `checkoutHotel`: spec 001 §2 "After a successful quote: redirect to the next-step URL given by the server"; the
 *   demo API's quote answers `/checkout/hotel/{tripProductId}` (plus `?alternative=true`), a page of the portal
 *   that shows what was quoted.
 * - `checkoutHouse`: the same for a house: the demo's house quote answers `/checkout/house/{tripProductId}`; see
 *   `checkoutHotelUrl` (`parseCheckoutUrl` reads both).
 * - `hotelCompare`: spec 001 §2 "Comparator: a hidden form is submitted with the chosen hotel ids, the search location
 *   name and the search URL (target path not shown)"; core defines a page of its own that a link can carry: the
 *   hotel ids (2 to 4, `,`-joined), then the search path of the results page, its query (options and filters), and
 *   `name` and `view=client` (the client-safe version an agent shares); see `hotelCompareUrl`.
 * - `budgetDeadlines`: the agent's deadlines of the coming days across every budget (no spec page; ours).
 * - `budgetCustomerView`: the customer's read-only view of a budget, opened from the link the agent sends, with no
 *   login (no spec page; ours). `{token}` is the link's unguessable token.
 * - `transferResults`: the specs show no transfer page; core's route puts the passengers at segment 6, where spec 000
 *   §2 reads a transfer's occupancy (see `buildTransferSearchUrl`).
 * - `bundleResults`: spec 002 §2 names no bundle results page; the bundle post answers with a redirect here, the
 *   search in its query (`destination_ids`, `period_ids`, `tematic_ids`).
 * - `admin`, `adminSettings`, `adminPortalSettings`, `adminTexts`, `adminPois`, `adminPoisCity`, `adminPoiEdit`,
 *   `adminAirlines`, `adminHome`, `adminTour`, `adminHotels`, `adminHotelEdit`, `adminAudit`: spec 000 names the back office's
 *   side menu only; core defines its pages (one list page per module, edit pages under it; see `parseAdminPath`).
 * - `activityResults`, `activityDetail`: the specs show no activity page; core defines them with the party at
 *   segments 6 to 8 (spec 000 §2 "activities segments 6 to 8"); see `activityResultsUrl`, `activityDetailUrl`.
 * - `activityPlusResults`: the same results from a place (a hotel or a point of interest) in the destination, the
 *   party at segments 8 to 10 (spec 000 §2 "8 to 10 when the path contains activities/plus").
 * - `circuitResults`, `circuitDetail`: the specs show no circuit page; core's routes carry a region or destination,
 *   the month of departure, travellers and rooms (see `circuitResultsUrl`, `circuitDetailUrl`).
 */
/**
 * The hotel search pages' patterns, named apart so the hotel URL builders bundle without the whole table; so are the
 * home's and the hotel detail's, for the product tour's pages (core's `tourStepOfPath`), which a document's inline
 * script reads.
 */
export const HOME_ROUTE = "/";
export const HOTEL_DETAIL_ROUTE =
  "/hotel/details/{hotelNameSlug}/{hotelId}/{checkIn}/{checkOut}/{occupancy}/{destinationRequestCode}";
export const HOTEL_RESULTS_ROUTE = "/hotel/results/{destination}/{checkIn}/{checkOut}/{rooms}";
export const HOTEL_MILESTONE_ROUTE = "/hotel/milestone/{destination}/{checkIn}/{checkOut}/{rooms}";
export const HOTEL_MAP_ROUTE = "/v3/{lang}/hotel/map/{destination}/{checkIn}/{checkOut}/{rooms}";

export const ROUTES = {
  home: HOME_ROUTE,
  login: "/login/",
  logout: "/logout",
  budgetList: "/mybudgets",
  budgetDetail: "/mybudgets/{id}",
  tripEdit: "/v3/trip/edit/{budgetId}",
  budgetDeadlines: "/mydeadlines",
  budgetCustomerView: "/presupuesto/{token}",
  checkoutHotel: "/checkout/hotel/{tripProductId}",
  checkoutHouse: "/checkout/house/{tripProductId}",
  hotelResults: HOTEL_RESULTS_ROUTE,
  hotelMilestone: HOTEL_MILESTONE_ROUTE,
  hotelCompare: "/hotel/compare/{hotelIds}/{destination}/{checkIn}/{checkOut}/{rooms}",
  hotelMap: HOTEL_MAP_ROUTE,
  hotelDetail: HOTEL_DETAIL_ROUTE,
  houseDetail: "/house/details/{name}/{id}/{checkIn}/{checkOut}/{occupancy}/{destinationRequestCode}",
  houseResults: "/house/results/{destinationName}/{destination}/{checkIn}/{checkOut}/{passengers}",
  flightResults:
    "/flight/results/{destinations}/{passengers}/{destinationIds}/{toCityName}/{toCityId}/{dates}/{flexibleDates}/{oneWay}/{cabin}/{stops}/{officeId}",
  packageResults:
    "/flightsHotels/results/{origins}/{toCityId}/{toCityName}/{checkIn}/{checkOut}/{rooms}/{differentHotel}/{partialHotel}",
  packageDetail: "/flightsHotels/packageDetails/{id}",
  voucher: "/bookingAdmin/generateVoucher/{voucherType}/{bookingReferenceId}",
  hotelSearchPost: "/search/hotel",
  flightSearchPost: "/search/flight",
  packageSearchPost: "/search/flightsHotels",
  bundleSearchPost: "/search/dynamicVacationBundle",
  bundleAllResultsPost: "/dynamicVacationBundle/getAllResults",
  bundleResults: "/dynamicVacationBundle/results",
  findHash: "find-{product}/{destinationName}/{destinationId}",
  transferResults: "/transfer/results/{from}/{to}/{dates}/{passengers}/{luggage}",
  admin: "/admin",
  adminSettings: "/admin/settings",
  adminPortalSettings: "/admin/settings/{portalId}",
  adminTexts: "/admin/texts",
  adminPois: "/admin/pois",
  adminPoisCity: "/admin/pois/{city}",
  adminPoiEdit: "/admin/pois/{city}/{poiId}",
  adminAirlines: "/admin/airlines",
  adminHome: "/admin/home",
  adminTour: "/admin/tour",
  adminHotels: "/admin/hotels",
  adminHotelEdit: "/admin/hotels/{hotelId}",
  adminAudit: "/admin/audit",
  activityResults: "/activities/results/{destination}/{from}/{to}/{adults}/{children}/{infants}",
  activityPlusResults: "/activities/plus/results/{destination}/{place}/{from}/{to}/{adults}/{children}/{infants}",
  activityDetail: "/activities/detail/{activityId}/{from}/{to}/{adults}/{children}/{infants}",
  circuitResults: "/circuits/results/{area}/{month}/{travellers}/{rooms}",
  circuitDetail: "/circuits/detail/{circuitId}/{month}/{travellers}/{rooms}",
} as const;

/** The name of a route in {@link ROUTES}. */
export type RouteName = keyof typeof ROUTES;

/** The `{name}` parameters of a route pattern, as a string union. */
export type RouteParams<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | RouteParams<Rest>
  : never;

/**
 * Fills a route's parameters with already-encoded segment texts.
 *
 * @example fillRoute("packageDetail", { id: "42" }) // "/flightsHotels/packageDetails/42"
 */
export const fillRoute = <N extends RouteName>(
  name: N,
  values: { readonly [K in RouteParams<(typeof ROUTES)[N]>]: string },
): string => fillPattern(ROUTES[name], values);

/**
 * Fills a pattern's parameters: {@link fillRoute} for a builder that holds its pattern (and so does not bundle the
 * whole table).
 *
 * @example fillPattern(HOTEL_MAP_ROUTE, { lang: "es", destination: "MAD", checkIn: "2027-01-01", … })
 */
export const fillPattern = <P extends string>(pattern: P, values: { readonly [K in RouteParams<P>]: string }): string =>
  pattern.replace(/\{(\w+)\}/g, (_, key: string) => (values as Readonly<Record<string, string>>)[key] ?? "");

/** Index of a parameter among the path's `/`-separated parts, counting the empty part before the leading `/` as 0. */
export const routeParamIndex = <N extends RouteName>(name: N, param: RouteParams<(typeof ROUTES)[N]>): number =>
  ROUTES[name].split("/").indexOf(`{${param}}`);

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Matches raw (still encoded) path segments against a route and returns each parameter's raw text.
 * Segments are the parts after the leading `/` (see `splitUrl`).
 */
export const matchRoute = <N extends RouteName>(
  name: N,
  segments: readonly string[],
  input: string,
): Result.Result<{ readonly [K in RouteParams<(typeof ROUTES)[N]>]: string }, RouteParseError> =>
  matchPattern(name, ROUTES[name], segments, input);

/** {@link matchRoute} for a parser that holds its route's pattern (`name` is the route the error names). */
export const matchPattern = <P extends string>(
  name: RouteName,
  pattern: P,
  segments: readonly string[],
  input: string,
): Result.Result<{ readonly [K in RouteParams<P>]: string }, RouteParseError> => {
  const parts = (pattern.startsWith("/") ? pattern.slice(1) : pattern).split("/");
  if (parts.length !== segments.length) {
    return Result.fail(routeParseError(name, "path", input, `expected the shape ${pattern}`));
  }
  const values: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const keys: string[] = [];
    const regex = new RegExp(
      `^${part
        .split(/(\{\w+\})/)
        .map((piece) => {
          const key = /^\{(\w+)\}$/.exec(piece)?.[1];
          if (key === undefined) return escapeRegExp(piece);
          keys.push(key);
          return "(.*)";
        })
        .join("")}$`,
    );
    const match = regex.exec(segments[index] ?? "");
    if (match === null) return Result.fail(routeParseError(name, "path", input, `expected the shape ${pattern}`));
    keys.forEach((key, position) => {
      values[key] = match[position + 1] ?? "";
    });
  }
  return Result.succeed(values as { readonly [K in RouteParams<P>]: string });
};
