export * from "./accommodationDetailUrl.js";
export * from "./activityParameters.js";
export * from "./bundleResultsQuery.js";
export * from "./checkoutHotelUrl.js";
export * from "./destinationId.js";
export * from "./findHashRoute.js";
export {
  buildFlightResultsUrl,
  FLIGHT_CABINS,
  FLIGHT_ROUTE_EMPTY_MARKER,
  FLIGHT_STOPS_OPTIONS,
  type FlightCabin,
  type FlightSearch,
  type FlightStopsOption,
  parseFlightResultsUrl,
} from "./flightResultsUrl.js";
export * from "./flightSearchFilters.js";
export * from "./flightSearchUrl.js";
export { type FormEntries, formFlag } from "./formEntries.js";
export * from "./hotelCompareUrl.js";
export * from "./hotelRateQueryUrls.js";
export {
  buildHotelMapUrl,
  buildHotelResultsUrl,
  HOTEL_AVAILABILITIES,
  type HotelAvailability,
  type HotelMapLocation,
  type HotelResultsLocation,
  type HotelResultsOptions,
  type HotelResultsRoute,
  type HotelResultsView,
  hotelMapUrlFromResultsUrl,
  hotelMilestoneUrlFromResultsUrl,
  hotelResultsOptionsDefault,
  parseHotelMapUrl,
  parseHotelResultsUrl,
} from "./hotelResultsUrl.js";
export * from "./hotelSearchFilters.js";
export * from "./hotelSearchUrl.js";
export * from "./houseResultsUrl.js";
export * from "./houseSearchUrl.js";
export * from "./packageSearch.js";
export * from "./pathOccupancy.js";
export * from "./portalUrls.js";
export * from "./routeParseError.js";
export * from "./routerPath.js";
export { fillRoute, matchRoute, ROUTES, type RouteName, type RouteParams, routeParamIndex } from "./routeTable.js";
