export * from "./useActivityDetail.js";
export * from "./useActivityResults.js";
