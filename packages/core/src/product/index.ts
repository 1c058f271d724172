export * from "./currentSearchProduct.js";
export * from "./portalProducts.js";
