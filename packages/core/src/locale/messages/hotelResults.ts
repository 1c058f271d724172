import { hotelResultsMessagesEn } from "./en/hotelResults.js";
import { hotelResultsMessagesEs } from "./es/hotelResults.js";
import { hotelResultsMessagesPt } from "./pt/hotelResults.js";

/** The hotel and house results page: sort labels, summary, progress, bad URL. */
export const hotelResultsMessages = {
  es: hotelResultsMessagesEs,
  en: hotelResultsMessagesEn,
  pt: hotelResultsMessagesPt,
} as const;
