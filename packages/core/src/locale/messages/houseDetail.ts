import { houseDetailMessagesEn } from "./en/houseDetail.js";
import { houseDetailMessagesEs } from "./es/houseDetail.js";
import { houseDetailMessagesPt } from "./pt/houseDetail.js";

/** Hotel and house detail pages (spec 001 §2 "Hotel detail", "House detail"; §7 house quote). */
export const houseDetailMessages = {
  es: houseDetailMessagesEs,
  en: houseDetailMessagesEn,
  pt: houseDetailMessagesPt,
} as const;
