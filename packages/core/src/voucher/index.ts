export * from "./activityPdfRequest.js";
export * from "./voucherRequest.js";
