export * from "./houseSearchForm.js";
export * from "./houseSearchFormTransition.js";
export * from "./houseSearchTarget.js";
export * from "./houseSearchValuesFromResultsUrl.js";
