import { hotelRatesMessagesEn } from "./en/hotelRates.js";
import { hotelRatesMessagesEs } from "./es/hotelRates.js";
import { hotelRatesMessagesPt } from "./pt/hotelRates.js";

/**
 * The rooms tab, the policy panel and the demo's checkout summary (spec 001 §2, §4): texts the spec does not quote
 * (loading, empty, labels), ours. The spec's own texts stay in the hotel, policy, quote and budget domains.
 */
export const hotelRatesMessages = {
  es: hotelRatesMessagesEs,
  en: hotelRatesMessagesEn,
  pt: hotelRatesMessagesPt,
} as const;
