import { hotelFiltersMessagesEn } from "./en/hotelFilters.js";
import { hotelFiltersMessagesEs } from "./es/hotelFilters.js";
import { hotelFiltersMessagesPt } from "./pt/hotelFilters.js";

/** The hotel filter sidebar and phone filter panel (spec 001 §2 'Filtrar Por', §5, §9): texts the spec does not quote. */
export const hotelFiltersMessages = {
  es: hotelFiltersMessagesEs,
  en: hotelFiltersMessagesEn,
  pt: hotelFiltersMessagesPt,
} as const;
