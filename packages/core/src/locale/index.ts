export * from "./catalog.js";
