export * from "./useVoucher.js";
