export * from "./hotelQuoteTransition.js";
export * from "./hotelToastDurations.js";
export * from "./nextQuoteRetry.js";
