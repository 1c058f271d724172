export * from "./useHotelCompareSelection.js";
export * from "./useHotelComparison.js";
