import { homeOffersMessagesEn } from "./en/homeOffers.js";
import { homeOffersMessagesEs } from "./es/homeOffers.js";
import { homeOffersMessagesPt } from "./pt/homeOffers.js";

/** The home page's promotions and recommended hotels (spec 000 §7). */
export const homeOffersMessages = {
  es: homeOffersMessagesEs,
  en: homeOffersMessagesEn,
  pt: homeOffersMessagesPt,
} as const;
