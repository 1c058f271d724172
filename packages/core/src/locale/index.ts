export * from "./catalog.js";
export * from "./customLocaleCatalog.js";
export * from "./customLocaleOverrides.js";
export * from "./formatMessage.js";
export * from "./language.js";
export * from "./languageCookie.js";
export * from "./offeredLanguages.js";
export * from "./withOverrides.js";
