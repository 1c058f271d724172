export * from "./currency.js";
export * from "./occupancy.js";
