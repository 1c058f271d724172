export * from "./itemRequotes.js";
export * from "./repricedDay.js";
export * from "./repriceLines.js";
export * from "./rescaleCancellation.js";
export * from "./withdrawnItemOffer.js";
