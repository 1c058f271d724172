export * from "./useTransferResults.js";
