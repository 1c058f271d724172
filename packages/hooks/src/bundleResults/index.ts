export * from "./useBundlePriceGrid.js";
export * from "./useBundleResults.js";
