export * from "./useLanguage.js";
