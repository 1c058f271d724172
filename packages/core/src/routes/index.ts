export * from "./destinationId.js";
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
export * from "./routeParseError.js";
export { fillRoute, matchRoute, ROUTES, type RouteName, type RouteParams, routeParamIndex } from "./routeTable.js";
