export * from "./countersFeed.js";
export * from "./useCounters.js";
