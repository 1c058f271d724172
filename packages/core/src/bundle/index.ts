export * from "./bundleSearch.js";
