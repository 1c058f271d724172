export * from "./countersFeed.js";
export * from "./loadCounters.js";
export * from "./useCounters.js";
