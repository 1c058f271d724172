import { packageSearchMessagesEn } from "./en/packageSearch.js";
import { packageSearchMessagesEs } from "./es/packageSearch.js";
import { packageSearchMessagesPt } from "./pt/packageSearch.js";

/** The package search's states: unreadable address, failure, no results (spec 002 §2 package results). */
export const packageSearchMessages = {
  es: packageSearchMessagesEs,
  en: packageSearchMessagesEn,
  pt: packageSearchMessagesPt,
} as const;
