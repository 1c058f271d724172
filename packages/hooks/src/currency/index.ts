export * from "./useCurrency.js";
export * from "./useCurrencyQueryKey.js";
