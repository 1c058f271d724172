export * from "./useArrears.js";
