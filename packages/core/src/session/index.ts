export * from "./activeQuoteKey.js";
export * from "./savedSearchFilters.js";
export * from "./sessionTtl.js";
export * from "./userLoggedFlag.js";
