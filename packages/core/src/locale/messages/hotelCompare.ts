import { hotelCompareMessagesEn } from "./en/hotelCompare.js";
import { hotelCompareMessagesEs } from "./es/hotelCompare.js";
import { hotelCompareMessagesPt } from "./pt/hotelCompare.js";

/**
 * The hotel comparison: the pick on each results card, the compare bar and the comparison page (spec 001 §4, whose
 * comparator page is not shown: texts ours). The spec's own 'Comparador' and 2-hotel minimum stay in the hotel domain.
 */
export const hotelCompareMessages = {
  es: hotelCompareMessagesEs,
  en: hotelCompareMessagesEn,
  pt: hotelCompareMessagesPt,
} as const;
