export * from "./itemRequotes.js";
export * from "./repriceLines.js";
