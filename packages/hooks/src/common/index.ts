export * from "./hookResult.js";
