export * from "./useHouseDetail.js";
export * from "./useHouseQuote.js";
