export * from "./portalStores.js";
