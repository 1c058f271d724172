export * from "./budgetItemHeading.js";
export * from "./budgetItemLabel.js";
export * from "./formatDayRange.js";
export * from "./stayBudgetParameters.js";
