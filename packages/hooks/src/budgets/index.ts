export * from "./activeBudget.js";
export * from "./addedProducts.js";
export * from "./useActiveBudget.js";
export * from "./useAddToBudget.js";
export * from "./useBudgetDetail.js";
export * from "./useBudgetList.js";
export * from "./useBudgetMutations.js";
export * from "./useBudgetWidget.js";
