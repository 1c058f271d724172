export * from "./houseQuoteFailure.js";
