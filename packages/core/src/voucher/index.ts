export * from "./activityPdfRequest.js";
export * from "./budgetItemPdfRequest.js";
export * from "./voucherPageStatus.js";
export * from "./voucherRequest.js";
