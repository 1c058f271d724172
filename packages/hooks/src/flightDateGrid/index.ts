export * from "./useFlightDateGrid.js";
