export type { RatePolicyResult } from "./ratePolicyResult.js";
export type { RatePolicyFlags } from "./ratePolicyStore.js";
export * from "./useCheckoutSummary.js";
export * from "./useHotelDetail.js";
export * from "./useHotelQuote.js";
export * from "./useHotelRates.js";
export * from "./useRatePolicy.js";
