export * from "./circuitBudgetItem.js";
export * from "./circuitCodes.js";
export * from "./circuitDetailUrl.js";
export * from "./circuitFilters.js";
export * from "./circuitMessages.js";
export * from "./circuitPrice.js";
export * from "./circuitResultsUrl.js";
export * from "./circuitSearchForm.js";
