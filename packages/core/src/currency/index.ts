export * from "./selectedCurrency.js";
