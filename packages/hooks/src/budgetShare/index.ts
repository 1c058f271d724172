export * from "./useBudgetCustomerView.js";
export * from "./useBudgetShareLink.js";
