export * from "./currencyDisplayName.js";
export * from "./selectedCurrency.js";
