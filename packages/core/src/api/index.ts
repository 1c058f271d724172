export * from "./apiPrimitives.js";
export * from "./currency.js";
export * from "./decode.js";
export * from "./hotelCluster.js";
export * from "./hotelRate.js";
export * from "./hotelSearchFilters.js";
export * from "./hotelSearchReply.js";
export * from "./portalFeatureFlags.js";
