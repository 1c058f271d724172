export * from "./filterChoice.js";
export * from "./findHashTarget.js";
export * from "./forms/index.js";
export * from "./listToggle.js";
export * from "./optimisticList.js";
export * from "./pagination.js";
export * from "./progressiveSearch.js";
export * from "./resultsStatus.js";
export type { SearchTarget, SearchTargetResult, SearchTargetUnbuildable } from "./searchTarget.js";
