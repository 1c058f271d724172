export * from "./bundleMonthName.js";
export * from "./bundlePriceGrid.js";
export * from "./bundleResultsSearch.js";
export * from "./bundleResultsSummary.js";
export * from "./searchForm/index.js";
