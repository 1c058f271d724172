export type { RatePolicyFlags } from "./ratePolicies.js";
export * from "./useCheckoutSummary.js";
export * from "./useHotelDetail.js";
export * from "./useHotelQuote.js";
export * from "./useHotelRates.js";
export * from "./useRatePolicy.js";
