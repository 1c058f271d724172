export * from "./activityChoice.js";
export * from "./activityCodes.js";
export * from "./activityDetailUrl.js";
export * from "./activityFilters.js";
export * from "./activityParty.js";
export * from "./activityPrice.js";
export * from "./activityResultsUrl.js";
export * from "./activitySearchForm.js";
