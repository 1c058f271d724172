export * from "./houseDetailLocation.js";
export * from "./houseQuoteFailure.js";
export * from "./houseSearchTarget.js";
export * from "./houseSearchValuesFromResultsUrl.js";
