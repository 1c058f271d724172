export * from "./formatMoney.js";
export * from "./money.js";
export * from "./moneyFromDecimal.js";
export * from "./priceBasis.js";
export * from "./priceVariation.js";
