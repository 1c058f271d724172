export * from "./transferBudgetItem.js";
export * from "./transferCodes.js";
export * from "./transferFilters.js";
export * from "./transferPrice.js";
export * from "./transferResultsUrl.js";
export * from "./transferSearch.js";
export * from "./transferSearchForm.js";
export * from "./transferSearchFormTransition.js";
