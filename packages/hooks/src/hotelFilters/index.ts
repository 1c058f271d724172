export * from "./useHotelPoiSearch.js";
