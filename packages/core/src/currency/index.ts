export * from "./currencyChoices.js";
export * from "./selectedCurrency.js";
