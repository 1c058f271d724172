export * from "./hookMessageKeys.js";
export * from "./hookResult.js";
