export * from "./usePackageChoice.js";
export * from "./usePackageResults.js";
