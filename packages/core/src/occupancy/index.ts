export * from "./occupancy.js";
