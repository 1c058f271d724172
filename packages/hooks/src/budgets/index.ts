export * from "./activeQuote.js";
export * from "./addedProducts.js";
export * from "./useActiveQuote.js";
export * from "./useAddToBudget.js";
export * from "./useBudgetList.js";
export * from "./useBudgetMutations.js";
export * from "./useBudgetWidget.js";
export * from "./useQuoteDetail.js";
