export * from "./arbStruct.js";
export * from "./catalog.js";
export * from "./currency.js";
export * from "./flight.js";
export * from "./hotelPolicy.js";
export * from "./hotelSearch.js";
export * from "./occupancy.js";
export * from "./platform.js";
