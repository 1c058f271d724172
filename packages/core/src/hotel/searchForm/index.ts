export * from "./hotelSearchForm.js";
export {
  HOTEL_SEARCH_POST_PATH,
  type HotelSearchForm,
  hotelSearchFormEntries,
  parseHotelSearchForm,
} from "./hotelSearchFormPost.js";
export * from "./hotelSearchFormTransition.js";
export * from "./hotelSearchTarget.js";
export * from "./hotelSearchValuesFromResultsRoute.js";
