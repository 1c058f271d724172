export * from "./searchFormTargets.js";
export * from "./useBundleSearchForm.js";
export * from "./useFlightSearchForm.js";
export * from "./useHotelSearchForm.js";
export * from "./useHouseSearchForm.js";
export * from "./usePackageSearchForm.js";
export * from "./useSearchForm.js";
