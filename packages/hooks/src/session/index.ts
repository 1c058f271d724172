export * from "./useAuth.js";
export * from "./useCrossTabSession.js";
export * from "./useHeaderAccount.js";
export * from "./useProductAllowed.js";
export * from "./useResultsFiltersMemory.js";
export * from "./useSavedSearchFilters.js";
export * from "./useSessionStatus.js";
export * from "./useUser.js";
