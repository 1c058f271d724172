export * from "./useFlightLegChoice.js";
export * from "./useFlightResults.js";
export * from "./useFlightRules.js";
