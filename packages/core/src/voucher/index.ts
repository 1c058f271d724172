export * from "./voucherRequest.js";
