export * from "./languageCookie.js";
export * from "./useLanguage.js";
