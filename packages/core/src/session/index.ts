export * from "./activeQuoteKey.js";
export * from "./headerAccount.js";
export * from "./portalStorageKeys.js";
export * from "./savedSearchFilters.js";
export * from "./savedSearchFiltersStore.js";
export * from "./sessionStatusPoll.js";
export * from "./sessionTtl.js";
export * from "./userLoggedFlag.js";
