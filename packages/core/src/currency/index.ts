export * from "./currencyChoices.js";
export * from "./currencyDisplayName.js";
export * from "./selectedCurrency.js";
