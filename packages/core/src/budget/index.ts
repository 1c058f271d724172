export * from "./addedProductIds.js";
export * from "./addToBudget.js";
export * from "./addToBudgetNavigation.js";
export * from "./budgetCounter.js";
export * from "./budgetFilterRequest.js";
export * from "./budgetItemPrice.js";
export * from "./budgetWidget.js";
export * from "./timeSince.js";
