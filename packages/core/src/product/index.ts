export * from "./currentSearchProduct.js";
export * from "./homeBoxOffered.js";
export * from "./portalProducts.js";
