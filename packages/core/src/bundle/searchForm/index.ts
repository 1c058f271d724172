export * from "./bundleSearch.js";
export * from "./bundleSearchForm.js";
export * from "./bundleSearchFormPost.js";
export * from "./bundleSearchFormTransition.js";
export * from "./bundleSearchTarget.js";
