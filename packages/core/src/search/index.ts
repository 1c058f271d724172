export * from "./pagination.js";
export * from "./progressiveSearch.js";
