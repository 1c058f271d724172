export * from "./currency.js";
export * from "./decode.js";
