import { hotelShareMessagesEn } from "./en/hotelShare.js";
import { hotelShareMessagesEs } from "./es/hotelShare.js";
import { hotelShareMessagesPt } from "./pt/hotelShare.js";

/** Sharing and printing a hotel: the dialog, the PDF buttons and the multi-hotel PDF (spec 001 §2, §8). */
export const hotelShareMessages = {
  es: hotelShareMessagesEs,
  en: hotelShareMessagesEn,
  pt: hotelShareMessagesPt,
} as const;
