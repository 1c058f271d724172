export * from "./useActivityPdf.js";
export * from "./useBudgetItemPdf.js";
export * from "./useVoucher.js";
