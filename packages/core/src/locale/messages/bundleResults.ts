import { bundleResultsMessagesEn } from "./en/bundleResults.js";
import { bundleResultsMessagesEs } from "./es/bundleResults.js";
import { bundleResultsMessagesPt } from "./pt/bundleResults.js";

/** The bundle results page: its titles, cards and the month × destination price grid (beyond spec 002). */
export const bundleResultsMessages = {
  es: bundleResultsMessagesEs,
  en: bundleResultsMessagesEn,
  pt: bundleResultsMessagesPt,
} as const;
