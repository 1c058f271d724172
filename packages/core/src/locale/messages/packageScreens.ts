import { packageScreensMessagesEn } from "./en/packageScreens.js";
import { packageScreensMessagesEs } from "./es/packageScreens.js";
import { packageScreensMessagesPt } from "./pt/packageScreens.js";

/** The package results page (flights, hotels, the package total) and the package detail page. */
export const packageScreensMessages = {
  es: packageScreensMessagesEs,
  en: packageScreensMessagesEn,
  pt: packageScreensMessagesPt,
} as const;
