export * from "./houseDetailLocation.js";
export * from "./houseQuoteFailure.js";
export * from "./searchForm/index.js";
