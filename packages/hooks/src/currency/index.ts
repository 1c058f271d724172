export * from "./useCurrency.js";
