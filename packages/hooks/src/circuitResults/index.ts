export * from "./useCircuitDetail.js";
export * from "./useCircuitResults.js";
export * from "./useCircuitSearchForm.js";
