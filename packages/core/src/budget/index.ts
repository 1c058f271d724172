export * from "./addedProductIds.js";
export * from "./addToBudget.js";
export * from "./addToBudgetNavigation.js";
export * from "./addToBudgetNotices.js";
export * from "./budgetCounter.js";
export * from "./budgetWidget.js";
export * from "./timeSince.js";
