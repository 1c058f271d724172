export * from "./useCustomLocale.js";
export * from "./useLanguage.js";
