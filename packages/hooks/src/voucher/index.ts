export * from "./useActivityPdf.js";
export * from "./useVoucher.js";
