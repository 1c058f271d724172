export * from "./bundleSearch.js";
export * from "./bundleSearchTarget.js";
