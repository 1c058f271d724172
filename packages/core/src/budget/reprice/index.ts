export * from "./repriceLines.js";
