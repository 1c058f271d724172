export * from "./autocompleteTiming.js";
export * from "./multiSelectSummary.js";
export * from "./recentLocations.js";
