export * from "./portalProducts.js";
